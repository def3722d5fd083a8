import type { CodeSuggestion } from '@common/schemas/note.schema';
import type { ClinicalFinding, EncounterContext } from './clinical-finding';
import { clampConfidence } from './code-confidence';
import { codeRoleOf } from './code-gate';
import { selectEmCode, type MdmLevel } from './em-level';
import { findCptProcedure, matchProcedure } from './cpt-procedures';
import { deriveMdmElements } from './mdm-elements';

/** Our own short E/M labels (never the AMA's descriptors). */
const MDM_LABEL: Record<MdmLevel, string> = {
  straightforward: 'straightforward decision making',
  low: 'low-complexity decision making',
  moderate: 'moderate-complexity decision making',
  high: 'high-complexity decision making',
};

/** Imported AMA descriptors by code, when the clinic has licensed them. */
export type CptDescriptorLookup = ReadonlyMap<string, string>;

function describe(code: string, label: string, descriptors?: CptDescriptorLookup): string {
  return descriptors?.get(code) ?? label;
}

function suggestEm(
  findings: readonly ClinicalFinding[],
  encounter: EncounterContext,
  descriptors?: CptDescriptorLookup,
): CodeSuggestion[] {
  const newPatient = encounter.newPatient ?? false;
  const { elements } = deriveMdmElements(findings, encounter);
  const selection = selectEmCode(elements, { newPatient, totalMinutes: encounter.totalMinutes });
  if (!selection) return [];
  const who = newPatient ? 'new patient' : 'established patient';
  const basis = selection.basis === 'time' ? `${encounter.totalMinutes} minutes total time` : MDM_LABEL[selection.mdm];
  // A stated total time is a fact; an MDM level read from a transcript is an estimate for the clinician to confirm.
  const confidence = selection.basis === 'time' ? 0.85 : clampConfidence(0.55 + Math.min(findings.length, 10) * 0.01);
  const suggestions: CodeSuggestion[] = [
    {
      type: 'CPT',
      code: selection.code,
      description: describe(selection.code, `Office visit, ${who}, ${basis}`, descriptors),
      confidence,
    },
  ];
  if (selection.prolongedUnits > 0) {
    const label = `Prolonged office visit time, each 15 minutes (×${selection.prolongedUnits})`;
    suggestions.push({
      type: 'CPT',
      code: '99417',
      description: describe('99417', label, descriptors),
      confidence: 0.8,
    });
  }
  return suggestions;
}

function suggestProcedures(findings: readonly ClinicalFinding[], descriptors?: CptDescriptorLookup): CodeSuggestion[] {
  const byCode = new Map<string, CodeSuggestion>();
  for (const finding of findings) {
    // A procedure is billed only when it was done for this patient now (not planned "if", declined or a relative's).
    if (codeRoleOf(finding) !== 'current') continue;
    const match = matchProcedure(finding);
    if (!match) continue;
    // Performed and stated by the clinician is strongest; an order alone may be sent out rather than done here.
    const base = finding.kind === 'order' ? 0.6 : 0.8;
    const weighted =
      base + (match.exactPhrase ? 0.05 : 0) + (finding.speaker === 'doctor' || finding.inAssessment ? 0.05 : 0);
    const code = match.procedure.code;
    const previous = byCode.get(code);
    const confidence = clampConfidence(Math.max(previous?.confidence ?? 0, weighted));
    byCode.set(code, {
      type: 'CPT',
      code,
      description: describe(code, match.procedure.label, descriptors),
      confidence,
    });
  }
  const vaccines = [...byCode.values()].filter((s) => findCptProcedure(s.code)?.category === 'vaccine');
  if (vaccines.length > 0) {
    const confidence = Math.min(...vaccines.map((v) => v.confidence));
    const first = findCptProcedure('90471');
    const additional = findCptProcedure('90472');
    if (first)
      byCode.set('90471', {
        type: 'CPT',
        code: '90471',
        description: describe('90471', first.label, descriptors),
        confidence,
      });
    if (additional && vaccines.length > 1) {
      const units = vaccines.length - 1;
      const label = units > 1 ? `${additional.label} (×${units})` : additional.label;
      byCode.set('90472', {
        type: 'CPT',
        code: '90472',
        description: describe('90472', label, descriptors),
        confidence,
      });
    }
  }
  return [...byCode.values()];
}

/** CPT suggestions: the office E/M level plus procedures and tests performed at the visit. */
export function suggestCptCodes(
  findings: readonly ClinicalFinding[],
  encounter: EncounterContext,
  descriptors?: CptDescriptorLookup,
): CodeSuggestion[] {
  return [...suggestEm(findings, encounter, descriptors), ...suggestProcedures(findings, descriptors)].sort(
    (a, b) => b.confidence - a.confidence,
  );
}
