/**
 * Speech recognisers write an initialism letter by letter ("the u t i", "an i v line"): that "i" is a letter of
 * the abbreviation, not the speaker's "I", so it neither marks the patient as speaking nor becomes "the patient".
 * "a" is left out as a neighbour because it is also the article ("a i" is not an initialism anyone says).
 */
const LETTER = /^[b-z]$/;

/** True when the word at `at` is an "i" spelled out inside an initialism, given the sentence's lower-case words. */
export function isSpelledLetterI(words: readonly string[], at: number): boolean {
  if (words[at] !== 'i') return false;
  const before = words[at - 1] ?? '';
  const after = words[at + 1] ?? '';
  return (LETTER.test(before) && before !== 'i') || (LETTER.test(after) && after !== 'i');
}

/**
 * Indexes of words inside a run of two or more single letters ("u r i", "e k g"): an initialism spelled out,
 * written in capitals so "the u t i" does not read as "the u t I".
 */
export function spelledLetterRuns(words: readonly string[]): Set<number> {
  const inRun = new Set<number>();
  let start = 0;
  for (let i = 0; i <= words.length; i += 1) {
    if (i < words.length && LETTER.test(words[i] ?? '')) continue;
    if (i - start >= 2) for (let k = start; k < i; k += 1) inRun.add(k);
    start = i + 1;
  }
  return inRun;
}
