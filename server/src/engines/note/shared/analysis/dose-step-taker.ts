import { STEP_NOT_TAKEN_WORDS, STEP_VERB_CHAIN_WORDS } from '../vocabulary/dose-talk.vocab';
import { RELATIVE_WORDS } from '../vocabulary/relative-word.vocab';
import type { WordToken } from './word-tokenizer';

const chain: ReadonlySet<string> = new Set(STEP_VERB_CHAIN_WORDS);
const notTaken: ReadonlySet<string> = new Set([...STEP_NOT_TAKEN_WORDS, ...RELATIVE_WORDS]);

/**
 * Whether the step whose cue begins at token `cue` is one this patient takes: the word before it (past "want to",
 * "will", "probably") is no denial or mere offer ("I don't want to go up to", "we could go up to") and names no one
 * else ("she went up to", "many people go up to"). A step kept with a dose it is not would be a wrong dose.
 */
export function stepTakenAt(tokens: readonly WordToken[], cue: number): boolean {
  let k = cue - 1;
  while (k >= 0 && chain.has(tokens[k]!.norm)) k -= 1;
  return k < 0 || !notTaken.has(tokens[k]!.norm);
}
