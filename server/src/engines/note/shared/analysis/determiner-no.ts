/**
 * "once a day with no break", "for no reason": after a preposition "no" is a determiner of the noun after it, no
 * answer. Read as the patient's "no", it gave the clinician's plan to the patient and denied the drug before it.
 * Data and pure checks.
 */
export const PREPOSITIONS_BEFORE_NO: readonly string[] = [
  'with',
  'for',
  'at',
  'of',
  'in',
  'on',
  'by',
  'under',
  'to',
  'from',
];

const prepositions = new Set(PREPOSITIONS_BEFORE_NO);

/** True when the "no" at `i` comes right after a preposition, so it belongs to the noun after it. */
export function determinesNoun(words: readonly string[], i: number): boolean {
  return words[i] === 'no' && prepositions.has(words[i - 1] ?? '');
}

/** The stems with each determiner "no" blanked, so answer cues skip it. */
export function maskDeterminerNo(stems: readonly string[]): string[] {
  return stems.map((stem, i, all) => (determinesNoun(all, i) ? '' : stem));
}
