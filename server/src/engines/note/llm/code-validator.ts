import type { CodeSuggestion, CodeType } from '@common/schemas/note.schema';
import { CODE_TYPES } from '@common/schemas/note.schema';
import type { EvidenceSpan } from '@common/schemas/note.schema';
import type { ClinicalFinding, EncounterContext } from '../../../coding/clinical-finding';
import { codeRoleOf, roleOfIcd10cmCode } from '../../../coding/code-gate';
import { MIN_SUGGESTION_CONFIDENCE, SUGGESTION_CAP, suggestCodes } from '../../../coding/code-suggester';
import { findCptProcedure } from '../../../coding/cpt-procedures';
import { EM_CODE_LABELS } from '../../../coding/em-level';
import { formatIcd10cmCode } from '../../../coding/icd10cm-entry';
import { findIcd10cmEntry } from '../../../coding/icd10cm-table';
import { findIcd11 } from '../../../coding/icd11-map';
import type { DropCounter } from './drop-counter';
import type { IsKnownCode } from './llm-note.options';
import type { ReplyCode } from './note-reply.schema';
import { locateEvidence, type GroundingTools } from './statement-validator';
import { foldedWords } from '../shared/support/folded-text';

/** A code the rule-based coder did not propose rests on the model alone: it may be kept, never ranked high. */
export const EXTRA_CODE_MAX_CONFIDENCE = 0.6;

export interface CodeCheckInput {
  codes: readonly ReplyCode[];
  /** suggestCodes' answer for this visit: the codes the model was asked to choose from. */
  candidates: readonly CodeSuggestion[];
  findings: readonly ClinicalFinding[];
  encounter: EncounterContext;
  isKnownCode: IsKnownCode;
  tools: GroundingTools;
  drops: DropCounter;
}

/** Codes of our curated tables (what the server knows without a database). */
export const isCuratedCode: IsKnownCode = (type, code) => Promise.resolve(isCuratedCodeNow(type, code));

function isCuratedCodeNow(type: Parameters<IsKnownCode>[0], code: string): boolean {
  const normalised = normaliseCode(type, code);
  if (type === 'ICD-10') return findIcd10cmEntry(normalised) !== undefined;
  if (type === 'ICD-11') return findIcd11(normalised) !== undefined;
  return findCptProcedure(normalised) !== undefined || EM_CODE_LABELS[normalised] !== undefined;
}

export function normaliseCode(type: CodeType, code: string): string {
  return type === 'ICD-10' ? formatIcd10cmCode(code) : code.trim().toUpperCase();
}

/** Model confidences as 0–1; 1–100 is read as a percentage; anything else is not a confidence. */
export function readConfidence(value: number): number | null {
  if (!Number.isFinite(value) || value < 0 || value > 100) return null;
  const fraction = value > 1 ? value / 100 : value;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100) / 100;
}

function keyOf(type: CodeType, code: string): string {
  return `${type}|${code}`;
}

/**
 * Codes that would describe a finding the analysis says the patient denies (or that concerns a relative, or a
 * mere possibility): what the coder would suggest were the finding present. ICD-10-CM codes are matched by
 * category, so a sibling of the denied code is caught too; E/M levels are about the visit, not a finding.
 */
function codesOfExcludedFindings(
  findings: readonly ClinicalFinding[],
  encounter: EncounterContext,
): Map<string, string> {
  const excluded = new Map<string, string>();
  for (const finding of findings) {
    if (finding.assertion !== 'negated' && finding.assertion !== 'family' && finding.assertion !== 'hypothetical')
      continue;
    const reason = finding.assertion === 'negated' ? 'negatedFinding' : 'familyOrHypotheticalFinding';
    // Re-coded as if a clinician had stated it, without the sentence that denied it: the coder reads timing and
    // refusal wording from the evidence clause and would otherwise find nothing to block.
    for (const suggestion of suggestCodes(
      [{ ...finding, assertion: 'present', evidence: [], speaker: 'doctor' }],
      encounter,
    )) {
      if (suggestion.type === 'CPT' && EM_CODE_LABELS[suggestion.code]) continue;
      const code = suggestion.type === 'ICD-10' ? suggestion.code.slice(0, 3) : suggestion.code;
      if (!excluded.has(keyOf(suggestion.type, code))) excluded.set(keyOf(suggestion.type, code), reason);
    }
  }
  return excluded;
}

/**
 * A code the rule-based coder did not propose goes through the coder's gate all the same: its quote must fall on
 * a finding of the document that may be coded in the role the code plays (a current problem of the patient, the
 * patient's own history, a relative's illness for Z80–Z84). E/M levels are about the visit, not a finding.
 */
function passesGate(
  type: CodeType,
  code: string,
  spans: readonly EvidenceSpan[],
  findings: readonly ClinicalFinding[],
): boolean {
  if (type === 'CPT' && EM_CODE_LABELS[code]) return true;
  const role = type === 'ICD-10' ? roleOfIcd10cmCode(code) : 'current';
  const overlaps = (evidence: EvidenceSpan) =>
    spans.some((span) => span.start < evidence.end && evidence.start < span.end);
  return findings.some((finding) => codeRoleOf(finding) === role && finding.evidence.some(overlaps));
}

function describeCode(
  type: CodeType,
  code: string,
  candidate: CodeSuggestion | undefined,
  fromModel: string | null | undefined,
): string {
  if (candidate) return candidate.description;
  const curated =
    type === 'ICD-10'
      ? findIcd10cmEntry(code)?.description
      : type === 'ICD-11'
        ? findIcd11(code)?.title
        : (findCptProcedure(code)?.label ?? EM_CODE_LABELS[code]);
  return (curated ?? fromModel?.trim() ?? '').slice(0, 500) || code;
}

async function isKnown(isKnownCode: IsKnownCode, type: CodeType, code: string): Promise<boolean> {
  try {
    return await isKnownCode(type, code);
  } catch {
    // A lookup that fails cannot vouch for the code.
    return false;
  }
}

/**
 * The model's codes that hold: a known code of our tables, a sane confidence, not about a denied finding, and —
 * when it was not a candidate — backed by a quote from the transcript. Sorted by confidence, capped per type
 * like the rule-based coder's list.
 */
export async function checkCodes(input: CodeCheckInput): Promise<CodeSuggestion[]> {
  const { drops } = input;
  const candidates = new Map(input.candidates.map((c) => [keyOf(c.type, normaliseCode(c.type, c.code)), c]));
  const excluded = codesOfExcludedFindings(input.findings, input.encounter);
  const kept = new Map<string, CodeSuggestion>();
  for (const reply of input.codes) {
    const code = normaliseCode(reply.type, reply.code);
    const key = keyOf(reply.type, code);
    let confidence = readConfidence(reply.confidence);
    if (confidence === null) {
      drops.add('badConfidence');
      continue;
    }
    if (kept.has(key)) {
      drops.add('duplicateCode');
      continue;
    }
    if (!(await isKnown(input.isKnownCode, reply.type, code))) {
      drops.add('unknownCode');
      continue;
    }
    if (reply.type === 'CPT' && findCptProcedure(code)?.separatelyBillable === false) {
      drops.add('notSeparatelyBillable');
      continue;
    }
    const candidate = candidates.get(key);
    const excludedReason = excluded.get(keyOf(reply.type, reply.type === 'ICD-10' ? code.slice(0, 3) : code));
    if (!candidate && excludedReason) {
      drops.add(excludedReason);
      continue;
    }
    if (!candidate) {
      const { spans } = locateEvidence(reply.evidence ?? [], input.tools);
      if (!spans.some((span) => foldedWords(span.quote).length >= 2)) {
        drops.add('codeWithoutEvidence');
        continue;
      }
      if (!passesGate(reply.type, code, spans, input.findings)) {
        drops.add('codeNotGated');
        continue;
      }
      confidence = Math.min(confidence, EXTRA_CODE_MAX_CONFIDENCE);
    }
    kept.set(key, {
      type: reply.type,
      code,
      description: describeCode(reply.type, code, candidate, reply.description),
      confidence,
    });
  }
  return capCodes([...kept.values()], drops);
}

function capCodes(codes: CodeSuggestion[], drops: DropCounter): CodeSuggestion[] {
  const counts = Object.fromEntries(CODE_TYPES.map((type) => [type, 0])) as Record<CodeType, number>;
  const result: CodeSuggestion[] = [];
  for (const code of codes.sort((a, b) => b.confidence - a.confidence)) {
    if (code.confidence < MIN_SUGGESTION_CONFIDENCE) {
      drops.add('belowMinimumConfidence');
      continue;
    }
    if (counts[code.type] >= SUGGESTION_CAP[code.type]) {
      drops.add('overTypeCap');
      continue;
    }
    counts[code.type] += 1;
    result.push(code);
  }
  return result;
}
