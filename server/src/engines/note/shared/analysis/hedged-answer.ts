import { cueIndex } from './phrase-index';

/**
 * "any inherited lung disease | not to my knowledge", "any mucus | i don't think so": in unpunctuated speech a
 * hedged "no" answers the question before it as surely as a bare "no" does. Left inside the question's piece, the
 * answer was never paired with it and what it denied was written as present. Data and a pure check, used by the
 * sentence splitter while a question is open.
 */
const HEDGED_NO_ANSWERS: readonly string[] = [
  'not to my knowledge',
  'not that i know of',
  'not that i know',
  "not that i'm aware",
  'not that i am aware',
  "not as far as i'm aware",
  'not as far as i know',
  "i don't think so",
  'i do not think so',
  "i don't believe so",
  "i don't remember any",
  "i don't recall any",
];

const hedgedNo = cueIndex(HEDGED_NO_ANSWERS);

/** A hedged "no" answer starts at stem i. */
export function saysHedgedNoAt(stems: readonly string[], i: number): boolean {
  return hedgedNo.matchAt(stems, i) !== null;
}
