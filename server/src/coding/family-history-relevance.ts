import type { ClinicalFinding } from './clinical-finding';
import { roleOfIcd10cmCode } from './code-gate';

interface SelectionLike {
  entry: { code: string };
  findings: readonly ClinicalFinding[];
}

const systemOf = (finding: ClinicalFinding) => finding.attributes.system;

/**
 * A relative's illness is coded (Z80–Z84) only when it bears on a problem of the visit: the clinician took it up in
 * the assessment, or it lies in the same body system as a current problem of the patient (a condition, or a
 * symptom the clinician took up) (a father's heart attack
 * beside palpitations). The routine family-history round ("any diabetes or cancer in the family?") bears on
 * nothing assessed, and its codes were the commonest suggestion nobody assessed (ICD-10-CM guideline I.C.21.c.4:
 * family history codes when it is the reason for care or affects it).
 */
export function dropUnrelatedFamilyHistory<S extends SelectionLike>(
  selections: readonly S[],
  assessed: (finding: ClinicalFinding) => boolean,
): S[] {
  const problemSystems = new Set(
    selections
      .filter((s) => roleOfIcd10cmCode(s.entry.code) === 'current')
      .flatMap((s) => s.findings)
      .filter((finding) => finding.assertion === 'present' && (finding.kind === 'condition' || assessed(finding)))
      .map(systemOf)
      .filter(Boolean),
  );
  // With no current problem to bear on (a screening talk, a history taken alone), the family history is the visit.
  if (problemSystems.size === 0) return [...selections];
  return selections.filter((s) => {
    if (roleOfIcd10cmCode(s.entry.code) !== 'family-history') return true;
    return s.findings.some(
      (finding) => finding.inAssessment || (systemOf(finding) !== undefined && problemSystems.has(systemOf(finding))),
    );
  });
}
