import type { Sentence } from '../../../shared/analysis/analysis.types';
import { containsPhrase, PhraseIndex, stemTokens } from '../../../shared/analysis/phrase-index';
import { block, type DraftBlock, type DraftStatement } from '../note-draft';
import type { WriterContext } from '../writer-context';
import { SAFETY_NET_ACTIONS, SAFETY_NET_CONDITIONS } from './gp-style.vocab';

const cues = (list: readonly string[]) => new PhraseIndex<true>(list.map((phrase): [string, true] => [phrase, true]));
const conditions = cues(SAFETY_NET_CONDITIONS);
const actions = cues(SAFETY_NET_ACTIONS);

function said(sentence: Sentence): { condition: boolean; action: boolean } {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion) return { condition: false, action: false };
  const stems = stemTokens(sentence.tokens);
  return { condition: containsPhrase(stems, conditions), action: containsPhrase(stems, actions) };
}

/** The clinician telling the patient when and where to seek help: a condition and an action, in one sentence. */
export function isSafetyNetting(sentence: Sentence): boolean {
  const { condition, action } = said(sentence);
  return condition && action;
}

/**
 * The sentences one piece of safety-netting rests on: one, or a condition the splitter cut from its action
 * ("if you're not better in a week" | "come back and see me") within the clinician's turn.
 */
function safetyNetAt(context: WriterContext, sentence: Sentence): Sentence[] {
  if (isSafetyNetting(sentence)) return [sentence];
  const next = context.sentences[sentence.index + 1];
  if (!next || next.turnIndex !== sentence.turnIndex || context.used.has(next.index)) return [];
  const first = said(sentence);
  const second = said(next);
  return first.condition && !first.action && second.action && !second.condition ? [sentence, next] : [];
}

// A sentence that also orders a medicine, test or referral ("I'll give you X … if it gets worse ring us") is left
// to the plan, so the order is written with its dose where the plan is read.
const ORDERS = new Set(['medication', 'order', 'referral', 'procedure']);

function ordersSomething(context: WriterContext, parts: readonly Sentence[]): boolean {
  return parts.some((part) => context.mentionsOf(part).some((m) => ORDERS.has(m.kind) && m.assertion === 'present'));
}

function joined(parts: readonly Sentence[]): Sentence {
  const first = parts[0]!;
  if (parts.length === 1) return first;
  return {
    ...first,
    text: parts.map((part) => part.text.replace(/[.,;]\s*$/, '')).join(', '),
    tokens: parts.flatMap((part) => part.tokens),
    end: parts.at(-1)!.end,
  };
}

// "If X, go to A&E" reads in a note as the advice given: "Advised to go to A&E if X."
const IF_THEN =
  /^If (.+?),? (?:then )?((?:please )?(?:go|come|call|ring|phone|dial|see|seek|get|contact|book|make|let|return|attend)\b.*?)\.?$/;

export function asSafetyNetAdvice(text: string): string {
  const found = IF_THEN.exec(text);
  if (!found) return text;
  const action = found[2]!.replace(/^please /, '');
  return `Advised to ${action} if ${found[1]!.charAt(0).toLowerCase()}${found[1]!.slice(1)}.`;
}

/**
 * SAFETY-NETTING: each time the clinician said when and where to seek help, as said. Nothing when nobody said it;
 * the sentences are taken before the plan is written so they are not written twice.
 */
export function writeSafetyNetting(context: WriterContext): DraftBlock[] {
  const statements: DraftStatement[] = [];
  for (const sentence of context.sentences) {
    if (context.used.has(sentence.index)) continue;
    const parts = safetyNetAt(context, sentence);
    if (ordersSomething(context, parts)) continue;
    const text = parts.length > 0 ? context.rewrite(joined(parts)) : null;
    if (!text) continue;
    const indexes = parts.map((part) => part.index);
    statements.push({ text: asSafetyNetAdvice(text), evidence: context.evidence(indexes) });
    indexes.forEach((index) => context.used.add(index));
  }
  return statements.length > 0 ? [block('lines', statements, { heading: 'SAFETY-NETTING' })] : [];
}
