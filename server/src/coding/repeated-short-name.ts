import type { ClinicalFinding, CodedFindings } from './clinical-finding';
import { normaliseText } from './text-normalise';

const wordsOf = (text: string) => normaliseText(text).split(' ').filter(Boolean);

/** "arthritis" is the last word(s) of "rheumatoid arthritis": the shorter name of the same disease. */
function endsWithName(longer: readonly string[], shorter: readonly string[]): boolean {
  if (shorter.length === 0 || shorter.length >= longer.length) return false;
  const offset = longer.length - shorter.length;
  return shorter.every((word, k) => longer[offset + k] === word);
}

const firstSaid = (finding: ClinicalFinding) => Math.min(...finding.evidence.map((span) => span.start));

/**
 * "Seropositive rheumatoid arthritis … it should improve as we control the arthritis": the later, shorter name
 * refers back to the disease already named in full, and is not a second disease (no unspecified M19.90 beside
 * M06.9). Only a present condition said in full before every mention of the short name counts.
 */
function refersBack(short: ClinicalFinding, findings: readonly ClinicalFinding[]): boolean {
  if (short.kind !== 'condition' || short.evidence.length === 0) return false;
  const shortWords = wordsOf(short.term);
  return findings.some(
    (full) =>
      full !== short &&
      full.kind === 'condition' &&
      full.assertion === 'present' &&
      full.conceptId !== short.conceptId &&
      full.evidence.length > 0 &&
      endsWithName(wordsOf(full.term), shortWords) &&
      firstSaid(full) < firstSaid(short),
  );
}

/** Drops the codes that rest only on a shorter name of a disease named in full before. */
export function dropRepeatedShortNames<S extends CodedFindings>(
  selections: readonly S[],
  findings: readonly ClinicalFinding[],
): S[] {
  return selections.filter(
    (s) => s.findings.length === 0 || !s.findings.every((finding) => refersBack(finding, findings)),
  );
}
