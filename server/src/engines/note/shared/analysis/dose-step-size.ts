import { DOSE_CHANGE_WORDS } from '../vocabulary/dose-talk.vocab';
import type { WordToken } from './word-tokenizer';

const changeWords: ReadonlySet<string> = new Set(DOSE_CHANGE_WORDS);
// "go up by", "increase it by", "cut the dose back by": how far back from "by" a word of change may stand.
const CHANGE_REACH = 4;

/**
 * "Go up by one hundred milligrams a day", "increase your insulin by four units": an amount said after "by" with a
 * word of change before it is how much the dose moves, never the dose itself. Read as a dose it would be a wrong
 * one (the step for the whole dose), so it is read as none.
 */
export function isStepSize(tokens: readonly WordToken[], i: number): boolean {
  if (tokens[i - 1]?.norm !== 'by') return false;
  const before = tokens.slice(Math.max(0, i - 1 - CHANGE_REACH), i - 1);
  return before.some((token) => changeWords.has(token.norm));
}
