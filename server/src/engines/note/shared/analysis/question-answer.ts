import { ANSWER_FILLERS, CLARIFYING_ANSWERS, NO_OPENINGS, YES_OPENINGS } from './answer-polarity.rules';
import type { Polarity, QuestionAnswer, Sentence } from './analysis.types';
import { PhraseIndex, stemTokens } from './phrase-index';
import type { WordToken } from './word-tokenizer';

export type { Polarity, QuestionAnswer };

const index = (list: readonly string[]) => new PhraseIndex<true>(list.map((phrase): [string, true] => [phrase, true]));
const yesIndex = index(YES_OPENINGS);
const noIndex = index(NO_OPENINGS);
const fillerIndex = index(ANSWER_FILLERS);
const clarifyingIndex = index(CLARIFYING_ANSWERS);
const BARE_YES = new Set(['yes', 'yeah', 'yep', 'yup', 'ya']);
const BARE_NO = new Set(['no', 'nope', 'nah']);
/** How far (in sentences) a clarification may push the answer: "me?" "yes" "no, I am not". */
const CLARIFICATION_REACH = 3;

/** Whether an answer opens with yes or no. A "no" that the answer goes on to contradict stays "no" here. */
export function answerPolarity(tokens: readonly WordToken[]): Polarity {
  const stems = stemTokens(tokens);
  let i = 0;
  for (let match = fillerIndex.matchAt(stems, i); match; match = fillerIndex.matchAt(stems, i)) i = match.last;
  // "yes no i am not", "no yes i do": the patient corrects a bare answer at once; the last word given stands.
  let k = i;
  while (BARE_YES.has(stems[k] ?? '') || BARE_NO.has(stems[k] ?? '')) k += 1;
  if (k - i >= 2 && BARE_YES.has(stems[i]!) !== BARE_YES.has(stems[k - 1]!)) {
    const rest = k < stems.length ? answerPolarity(tokens.slice(k)) : 'unclear';
    return rest !== 'unclear' ? rest : BARE_YES.has(stems[k - 1]!) ? 'yes' : 'no';
  }
  const no = noIndex.matchAt(stems, i);
  const yes = yesIndex.matchAt(stems, i);
  if (no && (!yes || no.last >= yes.last)) return 'no';
  if (yes) return 'yes';
  return 'unclear';
}

/** "me?", "sorry?": a back-question about what was asked, not an answer. */
function clarifies(sentence: Sentence): boolean {
  const match = clarifyingIndex.matchAt(stemTokens(sentence.tokens), 0);
  return sentence.speaker === 'patient' && match !== null && match.last === sentence.tokens.length;
}

/**
 * The patient's answer to the question at index i: the next sentence, or past a back-question and the
 * clinician's reply to it ("Any allergies?" "Me?" "Yes." "No, I am not.").
 */
function answerAfter(sentences: readonly Sentence[], i: number): Sentence | undefined {
  const next = sentences[i + 1];
  if (!next || !clarifies(next)) return next;
  for (let j = i + 2; j <= i + 1 + CLARIFICATION_REACH && j < sentences.length; j += 1) {
    const sentence = sentences[j]!;
    if (sentence.speaker === 'patient' && !clarifies(sentence)) return sentence;
    if (sentence.speaker === 'doctor' && sentence.isQuestion && j > i + 2) return undefined;
  }
  return next;
}

/**
 * Pairs clinician questions with the first patient sentence after them. A run of questions ("any fever ? any
 * chills ?") all take a "no"; a "yes" or a longer answer goes to the last question only.
 */
export function pairQuestionsWithAnswers(sentences: readonly Sentence[]): Map<number, QuestionAnswer> {
  const pairs = new Map<number, QuestionAnswer>();
  for (let i = 0; i < sentences.length; i += 1) {
    const question = sentences[i]!;
    if (question.speaker !== 'doctor' || !question.isQuestion) continue;
    const answer = answerAfter(sentences, i);
    // A parent or carer answering for the patient answers too.
    if (!answer || answer.speaker !== 'patient') continue;
    const polarity = answerPolarity(answer.tokens);
    pairs.set(question.index, { question, answer, polarity });
    for (let j = i - 1; polarity === 'no' && j >= 0; j -= 1) {
      const earlier = sentences[j]!;
      if (earlier.speaker !== 'doctor' || earlier.turnIndex !== question.turnIndex || !earlier.isQuestion) break;
      pairs.set(earlier.index, { question: earlier, answer, polarity });
    }
  }
  return pairs;
}

/** The (last) question each answer responds to, keyed by the answer's sentence index. */
export function indexByAnswer(pairs: ReadonlyMap<number, QuestionAnswer>): Map<number, QuestionAnswer> {
  const byAnswer = new Map<number, QuestionAnswer>();
  for (const pair of pairs.values()) {
    const known = byAnswer.get(pair.answer.index);
    if (!known || known.question.index < pair.question.index) byAnswer.set(pair.answer.index, pair);
  }
  return byAnswer;
}
