import type { Assertion, ClinicalFinding, MatchKind } from './clinical-finding';
import type { MappingStrength } from './icd10cm-matcher';

/**
 * Confidence of a suggested code, 0–1. It multiplies how well our table connects the finding to the code, how
 * well the note engine matched the concept in the transcript and how certain the statement is, then weighs who
 * said it (a clinician's assessment counts more than a patient's guess) and how much evidence there is.
 */
const MAPPING: Record<MappingStrength, number> = { concept: 0.92, exact: 0.9, phrase: 0.82, words: 0.7 };
const MATCH: Record<MatchKind, number> = { exact: 1, synonym: 0.95, inferred: 0.8 };
/** Only these assertions reach the coder; negated and hypothetical findings are never coded. */
const ASSERTION: Partial<Record<Assertion, number>> = { present: 1, uncertain: 0.6, historical: 0.8, family: 0.8 };

const MIN_CONFIDENCE = 0.05;
const MAX_CONFIDENCE = 0.99;

export function clampConfidence(value: number): number {
  const clamped = Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, value));
  return Math.round(clamped * 100) / 100;
}

/** How much who said it and where shifts the confidence. */
function weighSource(confidence: number, finding: ClinicalFinding): number {
  // The clinician's own impression closes 40% of the remaining gap; a patient's unconfirmed words lose 15%.
  if (finding.inAssessment) return confidence + (1 - confidence) * 0.4;
  if (finding.speaker === 'doctor') return confidence;
  if (finding.speaker === 'patient') return confidence * 0.85;
  return confidence * 0.92;
}

/** More spans that say the same thing add a little; none at all takes some away. */
function weighEvidence(confidence: number, finding: ClinicalFinding): number {
  const spans = finding.evidence.length;
  if (spans === 0) return confidence * 0.85;
  return confidence + Math.min(spans - 1, 3) * 0.02;
}

export function scoreFindingCode(finding: ClinicalFinding, strength: MappingStrength): number {
  const assertion = ASSERTION[finding.assertion] ?? 0;
  const base = MAPPING[strength] * MATCH[finding.match] * assertion;
  return clampConfidence(weighEvidence(weighSource(base, finding), finding));
}

/** Several findings supporting one code corroborate each other: the best, plus a little per extra finding. */
export function combineConfidences(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const best = Math.max(...values);
  return clampConfidence(best + Math.min(values.length - 1, 3) * 0.03);
}
