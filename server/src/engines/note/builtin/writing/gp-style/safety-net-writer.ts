import type { Sentence } from '../../../shared/analysis/analysis.types';
import { sentenceEvidence } from '../../../shared/analysis/finding-merger';
import { containsPhrase, stemTokens, cueIndex } from '../../../shared/analysis/phrase-index';
import { leavesConditionOpen, opensWithAdvice } from '../../../shared/analysis/conditional-advice';
import { block, type DraftBlock, type DraftStatement } from '../note-draft';
import type { WriterContext } from '../writer-context';
import { SAFETY_NET_ACTIONS, SAFETY_NET_CONDITIONS, SAFETY_NET_REASONS } from './gp-style.vocab';

const conditions = cueIndex(SAFETY_NET_CONDITIONS);
const actions = cueIndex(SAFETY_NET_ACTIONS);
const reasons = cueIndex(SAFETY_NET_REASONS);

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

/** A sentence of the clinician's, in the same turn, not yet written: one piece of advice may run on into it. */
function runsOnInto(context: WriterContext, from: Sentence, next: Sentence | undefined): next is Sentence {
  return (
    next !== undefined &&
    next.turnIndex === from.turnIndex &&
    next.speaker === 'doctor' &&
    !next.isQuestion &&
    !context.used.has(next.index)
  );
}

/**
 * Speech cuts one piece of advice after its "if": "… if the heel gets hot | and swollen or numb | come back
 * sooner". A sentence that leaves its condition open takes what follows up to the sentence opening with where to
 * turn (one more at most between), so no part of the condition is left to read as a finding.
 */
function withRunOn(context: WriterContext, parts: Sentence[]): Sentence[] {
  const last = parts.at(-1)!;
  if (!leavesConditionOpen(last.tokens)) return parts;
  const next = context.sentences[last.index + 1];
  if (!runsOnInto(context, last, next)) return parts;
  if (opensWithAdvice(next.tokens)) return [...parts, next];
  const after = context.sentences[next.index + 1];
  const continues = !next.tokens.some((token) => token.norm === 'if') && !said(next).action;
  return continues && runsOnInto(context, next, after) && opensWithAdvice(after.tokens)
    ? [...parts, next, after]
    : parts;
}

// "Call 999 for a head injury with vomiting": where to turn, for findings the analysis reads as possibilities.
const POSSIBLE_FINDINGS = new Set(['symptom', 'condition', 'exam']);
const advisesOnPossibility = (context: WriterContext, sentence: Sentence) =>
  said(sentence).action &&
  context.mentionsOf(sentence).some((m) => POSSIBLE_FINDINGS.has(m.kind) && m.assertion === 'hypothetical') &&
  !context.mentionsOf(sentence).some((m) => POSSIBLE_FINDINGS.has(m.kind) && m.assertion === 'present');

/**
 * The sentences one piece of safety-netting rests on: one, or a condition the splitter cut from its action
 * ("if you're not better in a week" | "come back and see me") within the clinician's turn.
 */
function safetyNetAt(context: WriterContext, sentence: Sentence): Sentence[] {
  if (isSafetyNetting(sentence) || advisesOnPossibility(context, sentence)) return withRunOn(context, [sentence]);
  const next = context.sentences[sentence.index + 1];
  if (!runsOnInto(context, sentence, next)) return [];
  const first = said(sentence);
  const second = said(next);
  if (first.condition && !first.action && second.action && !second.condition) return [sentence, next];
  if (!first.condition || first.action) return [];
  const run = withRunOn(context, [sentence]);
  return run.length > 1 ? run : listedOnToAction(context, sentence);
}

/** How many pieces a condition's list may be cut into after its "if" before the action ends it. */
const LIST_REACH = 3;

/**
 * "if you see blood, get a high temperature, pain | that's severe, you can't keep fluids down | you're hardly
 * passing urine, or you feel faint, ring us": a long list of conditions cut into pieces runs on to the piece that
 * says where to turn, so no listed condition is left to read as the patient's finding.
 */
function listedOnToAction(context: WriterContext, sentence: Sentence): Sentence[] {
  const parts = [sentence];
  for (let k = 1; k <= LIST_REACH; k += 1) {
    const next = context.sentences[sentence.index + k];
    if (!runsOnInto(context, parts.at(-1)!, next) || next.tokens.some((token) => token.norm === 'if')) return [];
    parts.push(next);
    if (said(next).action) return parts;
  }
  return [];
}

// A sentence that also orders a medicine, test or referral ("I'll give you X … if it gets worse ring us") keeps
// the order in the plan, with its dose. (Not procedures: "come back to the surgery" names the practice, which the
// vocabulary reads as an operation.)
const ORDERS = new Set(['medication', 'order', 'referral']);

const ordersIn = (context: WriterContext, sentence: Sentence) =>
  context.mentionsOf(sentence).filter((m) => ORDERS.has(m.kind) && m.assertion === 'present');

/**
 * Speech run together ("take paracetamol for the temperature if you get short of breath call 111"): the token
 * where safety-netting starts after everything the sentence orders, or -1 when it does not.
 */
function safetyNetStart(context: WriterContext, sentence: Sentence): number {
  const ordered = Math.max(...ordersIn(context, sentence).map((m) => m.last));
  const stems = stemTokens(sentence.tokens);
  for (let i = ordered; i < stems.length; i += 1) {
    if (conditions.matchAt(stems, i)) return containsPhrase(stems.slice(i), actions) ? i : -1;
  }
  return -1;
}

/** Tokens [first, last) of a sentence as a sentence of their own, its text and offsets the transcript's. */
function partOf(context: WriterContext, sentence: Sentence, first: number, last: number): Sentence {
  const start = sentence.tokens[first]!.start;
  const end = sentence.tokens[last - 1]!.end;
  return {
    ...sentence,
    tokens: sentence.tokens.slice(first, last),
    start,
    end,
    text: context.analysis.transcript.slice(start, end),
  };
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

// "If X, go to A&E" reads in a note as the advice given: "Advised to go to A&E if X." The condition runs to the
// last comma before the action: "If you can't swallow, or you get pain that's getting worse, call 111" lists
// conditions, one of them with "get" in it.
const IF_THEN =
  /^If (.+),\s*(?:then )?((?:please )?(?:go|come|call|ring|phone|dial|see|seek|get|contact|book|make|let|return|attend)\b.*?)\.?$/;
// Speech has no commas (or only the rewriter's): the action starts at the first words that name where to turn ("call 111", "come back").
const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const ACTION_PHRASE = new RegExp(
  `\\s((?:please\\s+)?(?:${[...SAFETY_NET_ACTIONS, 'call 111', 'call 999', 'go to A&E'].map(escaped).join('|')})\\b.*?)\\.?$`,
  'i',
);

function splitIfThen(text: string): [condition: string, action: string] | null {
  const found = IF_THEN.exec(text);
  if (found) return [found[1]!, found[2]!];
  // A word or two of the other speaker's may be glued before it ("cheers if you …").
  const opening = /^(?:[\w']+\s+){0,2}?if\s/i.exec(text);
  if (!opening) return null;
  const action = ACTION_PHRASE.exec(text);
  if (!action || action.index < opening[0].length) return null;
  return [text.slice(opening[0].length, action.index).trim(), action[1]!];
}

export function asSafetyNetAdvice(text: string): string {
  const split = splitIfThen(text);
  if (!split) return text;
  const [condition, said] = split;
  const action = said.replace(/^please\s+/, '');
  // A second condition in the action ("go to A&E if not better in a week") would be tied to the wrong advice.
  if (!action || /\b(if|unless|in case|when)\b/i.test(action)) return text;
  return `Advised to ${action} if ${condition.charAt(0).toLowerCase()}${condition.slice(1)}.`;
}

/** "… because that can be a tear": the clinician's reason for the advice, cut off as the next sentence. */
function reasonAfter(context: WriterContext, last: Sentence): Sentence | null {
  const next = context.sentences[last.index + 1];
  return runsOnInto(context, last, next) && reasons.matchAt(stemTokens(next.tokens), 0) !== null ? next : null;
}

function withReason(advice: string, reason: string | null): string {
  if (!reason) return advice;
  // The rewriter drops a leading "because": the reason is joined back as one ("…, as that can be a tear").
  const lower = `${reason.charAt(0).toLowerCase()}${reason.slice(1).replace(/\.?$/, '.')}`;
  const joined = /^(because|as|since)\b/.test(lower) ? lower : `as ${lower}`;
  return `${advice.replace(/\.$/, '')}, ${joined}`;
}

export interface SafetyNetting {
  blocks: DraftBlock[];
  /** What a sentence ordered before its safety-netting ("take paracetamol for the temperature"), for the plan. */
  planItems: DraftStatement[];
}

function statementOf(context: WriterContext, part: Sentence, advice: boolean): DraftStatement | null {
  const text = context.rewrite(part, false, true);
  if (!text) return null;
  return { text: advice ? asSafetyNetAdvice(text) : text, evidence: [context.timed(sentenceEvidence(part))] };
}

/**
 * SAFETY-NETTING: each time the clinician said when and where to seek help, as said. Nothing when nobody said it;
 * the sentences are taken before the plan is written so they are not written twice.
 */
export function writeSafetyNetting(context: WriterContext): SafetyNetting {
  const statements: DraftStatement[] = [];
  const planItems: DraftStatement[] = [];
  for (const sentence of context.sentences) {
    if (context.used.has(sentence.index)) continue;
    const parts = safetyNetAt(context, sentence);
    if (parts.length === 0) continue;
    if (parts.some((part) => ordersIn(context, part).length > 0)) {
      const at = parts.length === 1 ? safetyNetStart(context, sentence) : -1;
      const order = at > 0 ? statementOf(context, partOf(context, sentence, 0, at), false) : null;
      const netting = at > 0 ? statementOf(context, partOf(context, sentence, at, sentence.tokens.length), true) : null;
      if (!order || !netting) continue;
      planItems.push(order);
      statements.push(netting);
      context.used.add(sentence.index);
      continue;
    }
    const text = context.rewrite(joined(parts), false, true);
    if (!text) continue;
    const reason = reasonAfter(context, parts.at(-1)!);
    const reasonText = reason ? context.rewrite(reason, false, true) : null;
    const indexes = [...parts, ...(reason && reasonText ? [reason] : [])].map((part) => part.index);
    statements.push({ text: withReason(asSafetyNetAdvice(text), reasonText), evidence: context.evidence(indexes) });
    indexes.forEach((index) => context.used.add(index));
  }
  const blocks = statements.length > 0 ? [block('lines', statements, { heading: 'SAFETY-NETTING' })] : [];
  return { blocks, planItems };
}
