import type { Sentence } from '../../shared/analysis/analysis.types';
import { stemTokens } from '../../shared/analysis/phrase-index';
import { tokenizeWords } from '../../shared/analysis/word-tokenizer';
import type { Classified } from './plan-sentence-tidy';
import { returnActions } from './return-on-condition';

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
  return returnActions.matchAt(stemTokens(tokens), 0) !== null ? last : null;
}

/** Writes the advice onto its condition ("…, let me know."), filed as counselling. */
export function completeCondition(item: Classified, advice: string, index: number): void {
  item.text = `${item.text.replace(/[.!?]$/, '')}, ${advice.charAt(0).toLowerCase()}${advice.slice(1)}`;
  item.kind = 'education';
  item.also = [...(item.also ?? []), index];
}
