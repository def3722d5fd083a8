import type { Sentence } from '../../shared/analysis/analysis.types';
import { PEOPLE_IN_GENERAL } from '../../shared/vocabulary/context-trigger.vocab';
import type { PlanKind } from './plan-classifier';
import type { WriterContext } from './writer-context';

/** A plan sentence as written, with its kind and any pieces of it the splitter had cut off. */
export interface Classified {
  sentence: Sentence;
  kind: PlanKind;
  text: string;
  /** Sentences joined on as the rest of this one ("… enough | that we can remove it surgically"). */
  also?: number[];
}

// "… the tumor will shrink down enough | that we can remove it surgically": a clause the splitter cut off.
const CONTINUES = /^(?:that|which|who|whom|whose|where|than)\b/i;
const LEAD_FILLER = /^(?:(?:uh|um|so|and)\s*,?\s*)+/i;

export function continuedItem(
  context: WriterContext,
  found: readonly Classified[],
  sentence: Sentence,
): Classified | null {
  const last = found.at(-1);
  if (!last) return null;
  const lastIndex = Math.max(last.sentence.index, ...(last.also ?? []));
  if (lastIndex !== sentence.index - 1 || context.sentences[lastIndex]?.turnIndex !== sentence.turnIndex) return null;
  const goesOn = CONTINUES.test(sentence.text.trim().replace(LEAD_FILLER, '')) || UNFINISHED.test(last.text);
  return goesOn || goesOnWithList(context, sentence) ? last : null;
}

// Set by the analysis (list-continuation) on findings of a list cut into the next sentence.
const LIST_CARRIED = /^goes on with the list\b/;

/**
 * "Risks of surgery include infection … | Seizure, stroke, permanent numbness or even death.": a sentence whose
 * findings all go on with a list before it belongs to that list; on its own it reads as the patient's findings.
 */
export function goesOnWithList(context: WriterContext, sentence: Sentence): boolean {
  const complaints = context.mentionsOf(sentence).filter((m) => m.kind === 'symptom' || m.kind === 'condition');
  return complaints.length > 0 && complaints.every((m) => LIST_CARRIED.test(m.reason ?? ''));
}

// "… every 6 hours and we will. | Take that for about a week.": a sentence cut before its verb or object.
export const UNFINISHED = /\b(?:will|would|can|could|should|to|and|or|the|a|an|of|with|for)\.$/i;

const GENERAL_TRIGGERS = new Set(PEOPLE_IN_GENERAL.map((phrase) => `trigger "${phrase}"`));

/**
 * "… people would get it at gyms | and then they would have a heart attack at 50": a sentence whose findings all
 * befall people in general says nothing of the patient; in the plan it reads as the patient's risk.
 */
export function onlyPeopleInGeneral(context: WriterContext, sentence: Sentence): boolean {
  const complaints = context.mentionsOf(sentence).filter((m) => m.kind === 'symptom' || m.kind === 'condition');
  return complaints.length > 0 && complaints.every((m) => GENERAL_TRIGGERS.has(m.reason ?? ''));
}

export function joinClause(item: Classified, tail: string, index: number): void {
  const rest = /^I\b/.test(tail) ? tail : `${tail.charAt(0).toLowerCase()}${tail.slice(1)}`;
  item.text = `${item.text.replace(/[.!?]$/, '')} ${rest}`;
  item.also = [...(item.also ?? []), index];
}

// "And if it does not get better." cut from its question ("why don't you call us?"): a condition with no
// consequence says nothing on its own.
const DANGLING_CONDITION = /^(?:and )?(?:if|unless)\b[^,;]*\.$/i;
const CONSEQUENCE = /\b(will|can|could|should|would|may|might|need|needs|call|come|return|go|let)\b/i;
const DANGLING_MAX_WORDS = 8;

export function isDanglingCondition(text: string): boolean {
  return DANGLING_CONDITION.test(text) && !CONSEQUENCE.test(text) && text.split(/\s+/).length <= DANGLING_MAX_WORDS;
}

// "… every 6 hours and we will." with nothing after it: the words that lead nowhere go.
const DANGLING_END =
  /,?\s+(?:and|but|so|then)?\s*(?:we|i|you|she|he|they|the patient)\s+(?:will|would|can|could|should)\.$/i;

export function withoutDanglingEnd(text: string): string {
  const trimmed = text.replace(DANGLING_END, '.');
  return trimmed.split(/\s+/).length >= 3 ? trimmed : text;
}
