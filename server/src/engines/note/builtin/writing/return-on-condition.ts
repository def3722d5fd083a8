import { cueIndex } from '../../shared/analysis/phrase-index';
import type { WordToken } from '../../shared/analysis/word-tokenizer';
import { RETURN_ACTION_CUES } from '../../shared/vocabulary/return-action-cue.vocab';

/** Where to turn ("call us", "come back", "let me know"), as a cue index shared with the condition writer. */
export const returnActions = cueIndex(RETURN_ACTION_CUES);

/**
 * "If he ever feels faint, stop the tablets and call us": a condition, then where to turn. Safety-netting, whatever
 * the condition or the action names (a medicine to stop, a symptom to watch for), so it is counselling, not
 * treatment or testing. The "if" must come first: "we'll call you if the culture grows something" is no advice.
 */
export function advisesReturnOnCondition(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  const condition = tokens.findIndex((token) => token.norm === 'if' || token.norm === 'unless');
  if (condition < 0) return false;
  for (let i = condition + 1; i < stems.length; i += 1) if (returnActions.matchAt(stems, i) !== null) return true;
  return false;
}
