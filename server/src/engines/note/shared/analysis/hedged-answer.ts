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
];

/**
 * "any fevers | i don't remember any": not remembering answers the question too, and is cut from it the same way,
 * but it says the patient is unsure (UNSURE_ANSWERS), not "no": what was asked is neither denied nor present.
 */
const UNSURE_CUT_ANSWERS: readonly string[] = ["i don't remember any", "i don't recall any"];

const hedgedNo = cueIndex(HEDGED_NO_ANSWERS);
const hedgedAnswer = cueIndex([...HEDGED_NO_ANSWERS, ...UNSURE_CUT_ANSWERS]);

/** Where a hedged "no" answer that starts at stem i ends, or null when none starts there. */
export function hedgedNoEndAt(stems: readonly string[], i: number): number | null {
  return hedgedNo.matchAt(stems, i)?.last ?? null;
}

/** A hedged answer (a hedged "no", or not remembering) starts at stem i: the splitter cuts the question there. */
export function saysHedgedNoAt(stems: readonly string[], i: number): boolean {
  return hedgedAnswer.matchAt(stems, i) !== null;
}
