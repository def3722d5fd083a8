import type { Sentence } from '../../shared/analysis/analysis.types';
import { cueIndex, stemTokens } from '../../shared/analysis/phrase-index';
import { tokenizeWords, type WordToken } from '../../shared/analysis/word-tokenizer';
import { RETURN_ACTION_CUES } from '../../shared/vocabulary/return-action-cue.vocab';
import type { Classified } from './plan-sentence-tidy';

const actions = cueIndex(RETURN_ACTION_CUES);

/**
 * "If he ever feels faint, stop the tablets and call us": a condition, then where to turn. Safety-netting, whatever
 * the condition or the action names (a medicine to stop, a symptom to watch for), so it is counselling, not
 * treatment or testing. The "if" must come first: "we'll call you if the culture grows something" is no advice.
 */
export function advisesReturnOnCondition(tokens: readonly WordToken[], stems: readonly string[]): boolean {
  const condition = tokens.findIndex((token) => token.norm === 'if' || token.norm === 'unless');
  if (condition < 0) return false;
  for (let i = condition + 1; i < stems.length; i += 1) if (actions.matchAt(stems, i) !== null) return true;
  return false;
}

// "If he ever notices the shaking at rest." written alone: a condition with no main clause of its own.
const BARE_CONDITION =
  /^(?:(?:and|but|so|now),? )?(?:if|unless)\b(?![^.]*\b(?:will|would|can|could|should|call|come)\b)/i;
const LEAD_FILLER = /^(?:(?:uh|um|so|and|then),?\s+)+/i;

/**
 * "If he ever notices the shaking at rest, | let me know": a writer's cut left the condition as one plan item and
 * where to turn as the next sentence of the same turn. The item that sentence completes, or null.
 */
export function conditionCompletedBy(
  found: readonly Classified[],
  sentence: Sentence,
  sentences: readonly Sentence[],
): Classified | null {
  const last = found.at(-1);
  if (!last || !BARE_CONDITION.test(last.text)) return null;
  const lastIndex = Math.max(last.sentence.index, ...(last.also ?? []));
  if (lastIndex !== sentence.index - 1 || sentences[lastIndex]?.turnIndex !== sentence.turnIndex) return null;
  const tokens = tokenizeWords(sentence.text.replace(LEAD_FILLER, ''));
  return actions.matchAt(stemTokens(tokens), 0) !== null ? last : null;
}

/** Writes the advice onto its condition ("…, let me know."), filed as counselling. */
export function completeCondition(item: Classified, advice: string, index: number): void {
  item.text = `${item.text.replace(/[.!?]$/, '')}, ${advice.charAt(0).toLowerCase()}${advice.slice(1)}`;
  item.kind = 'education';
  item.also = [...(item.also ?? []), index];
}
