import { FILLER_WORDS, LEADING_WORDS } from '../vocabulary/filler.vocab';
import type { QuestionAnswer, Sentence } from './analysis.types';
import { findMentions } from './mention-finder';

/**
 * "Any family history of cancer?" "Yes, but I can't remember who." "What about heart disease?": a clipped follow-up
 * that names only a condition goes on asking about the family, so its answer tells relatives' illnesses, not the
 * patient's. One that turns to the patient ("what about you?") or asks of a symptom ("what about chest pain?",
 * more likely the patient's own review) does not carry the topic.
 */

/** Openings of a clipped follow-up question, after any lead-in ("okay, and what about …"). */
const FOLLOW_UP_OPENINGS: readonly (readonly string[])[] = [
  ['what', 'about'],
  ['how', 'about'],
  ['and', 'what', 'about'],
  ['and', 'how', 'about'],
];
const LEAD_INS = new Set([...FILLER_WORDS, ...LEADING_WORDS.filter((word) => !word.includes(' ')), ',']);
/** Words of a bare list asked ("Heart disease? Stroke or diabetes?"). */
const LIST_WORDS = new Set(['or', 'and', ',', 'any']);
const ADDRESSES_PATIENT = /^(you|your|you're|you've|yourself|yours)$/;
/** How many sentences back the question about the family may stand ("… thank you. What about heart disease?"). */
const TOPIC_REACH = 4;

/** The question names conditions only, clipped ("what about heart disease") or bare ("stroke or diabetes"). */
function asksClippedAboutConditions(question: Sentence): boolean {
  const words = question.tokens.map((token) => token.norm);
  if (words.some((word) => ADDRESSES_PATIENT.test(word))) return false;
  const found = findMentions(question.tokens, false);
  if (found.length === 0 || found.some((m) => m.kind !== 'condition')) return false;
  let start = 0;
  while (start < words.length && LEAD_INS.has(words[start]!)) start += 1;
  const opening = FOLLOW_UP_OPENINGS.find((lead) => lead.every((word, k) => words[start + k] === word));
  if (opening) return true;
  // Bare: nothing but the conditions and the words joining them.
  const named = new Set(found.flatMap((m) => Array.from({ length: m.last - m.first }, (_, k) => m.first + k)));
  return words.every((word, k) => k < start || named.has(k) || LIST_WORDS.has(word));
}

/**
 * The clipped follow-up at `question` carries on a question about the family: the clinician's last answered
 * question before it, a few sentences back at most, was about relatives (its answer is in `answers`).
 */
export function carriesFamilyTopic(
  sentences: readonly Sentence[],
  question: Sentence,
  questions: ReadonlyMap<number, QuestionAnswer>,
  answers: ReadonlyMap<number, string>,
): boolean {
  if (!asksClippedAboutConditions(question)) return false;
  for (let j = question.index - 1; j >= 0 && j >= question.index - TOPIC_REACH; j -= 1) {
    // The clinician's last question answered: one speech cut off its answer ("who had what kind") asks nothing.
    const pair = questions.get(j);
    if (pair === undefined || sentences[j]!.speaker !== 'doctor') continue;
    return answers.has(pair.answer.index);
  }
  return false;
}
