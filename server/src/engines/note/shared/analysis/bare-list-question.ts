import type { Polarity, QuestionAnswer, Sentence } from './analysis.types';
import type { RawMention } from './mention.types';
import { answerPolarity } from './question-answer';

/** Words that may stand around the findings of a list asked bare ("okay , coughing ? headache ?"). */
const LIST_WORDS = new Set([
  'okay',
  'ok',
  'alright',
  'so',
  'and',
  'or',
  'any',
  'um',
  'uh',
  'also',
  'how',
  'about',
  'what',
]);
/** How many words after the list unpunctuated speech may glue on as the answer ("… headache nope"). */
const GLUED_ANSWER_WORDS = 2;

export interface BareListAnswer {
  /** The sentence that answers the list: the next one, or the list's own last words in speech. */
  answerIndex: number;
  polarity: Polarity;
}

/**
 * "Any fever or chills?" "No." "Okay. Coughing, headache?" "…": in the middle of a run of questions, a sentence that
 * only names findings asks about them; it states nothing. The answer is the next sentence, or in unpunctuated
 * speech the words glued on after the list. A clinician's bare list said after a statement (not after an answer)
 * is left as it was read.
 */
export function answerToBareList(
  sentences: readonly Sentence[],
  sentence: Sentence,
  raw: readonly RawMention[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): BareListAnswer | null {
  if (sentence.phase !== 'history' || sentence.isQuestion || raw.length === 0) return null;
  const afterAnswer = [...questions.values()].some((pair) => pair.answer.index === sentence.index - 1);
  if (!afterAnswer) return null;
  const inList = (i: number) => raw.some((item) => i >= item.first && i < item.last);
  const end = Math.max(...raw.map((item) => item.last));
  const words = sentence.tokens.map((token) => token.norm);
  if (!words.slice(0, end).every((word, i) => inList(i) || LIST_WORDS.has(word))) return null;
  const tail = sentence.tokens.slice(end);
  if (tail.length > 0) {
    if (tail.length > GLUED_ANSWER_WORDS || /[.?!]/.test(sentence.text)) return null;
    return { answerIndex: sentence.index, polarity: answerPolarity(tail) };
  }
  const next = sentences[sentence.index + 1];
  if (!next || next.speaker === sentence.speaker) return { answerIndex: sentence.index, polarity: 'unclear' };
  return { answerIndex: next.index, polarity: answerPolarity(next.tokens) };
}
