import { isNumberWord } from './spoken-number';
import type { WordToken } from './word-tokenizer';

/**
 * "senna two seven and a half milligram tablets": a spoken fraction goes on with the number before it. Cut at
 * its "and", the number lost its half and the strength its medicine ("seven" with the medicine, "a half
 * milligram" in a sentence of its own). Data and one pure check, used by the sentence splitter.
 */

/** Fractions said after "and a" ("seven and a half", "one and a quarter"). */
export const SPOKEN_FRACTIONS: readonly string[] = ['half', 'quarter', 'third'];

const fractions = new Set(SPOKEN_FRACTIONS);

/** Token i lies inside "<number> and a half": no sentence starts there. */
export function insideFractionAt(tokens: readonly WordToken[], i: number): boolean {
  const from = tokens[i]?.norm === 'and' ? i : tokens[i]?.norm === 'a' ? i - 1 : -1;
  if (from < 1 || tokens[from]?.norm !== 'and' || tokens[from + 1]?.norm !== 'a') return false;
  return fractions.has(tokens[from + 2]?.norm ?? '') && isNumberWord(tokens[from - 1]!.norm);
}
