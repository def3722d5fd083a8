import { ANSWER_FILLERS, SELF_QUESTION_OPENINGS } from './answer-polarity.rules';
import type { Mention, QuestionAnswer, Sentence } from './analysis.types';
import { PhraseIndex, stemTokens } from './phrase-index';
import { answerPolarity } from './question-answer';

const index = (list: readonly string[]) => new PhraseIndex<true>(list.map((phrase): [string, true] => [phrase, true]));
const openings = index(SELF_QUESTION_OPENINGS);
const fillers = index(ANSWER_FILLERS);
/** How far into the sentence (past fillers) the question may open: "I did, did I have a stroke?". */
const OPENING_REACH = 3;
/** How many sentences before the question the patient's own words about the same thing may stand. */
const RESTATED_REACH = 3;

/** "Did I have a stroke?", "is it cancer?": the patient asks whether they have something. */
function asksAboutSelf(sentence: Sentence): boolean {
  if (sentence.speaker !== 'patient') return false;
  const stems = stemTokens(sentence.tokens);
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match; match = fillers.matchAt(stems, i)) i = match.last;
  for (let k = i; k <= i + OPENING_REACH && k < stems.length; k += 1) if (openings.matchAt(stems, k)) return true;
  return false;
}

const BARE_NO = new Set(['no', 'nope', 'nah']);

/**
 * The patient's yes/no questions answered "no" right after ("did I have a stroke?" "no, no"), keyed by the
 * question's sentence index. The "no" is the clinician's, or said in the same turn: the patient answering
 * themselves, or unlabelled speech whose speakers are guessed ("did i have a stroke no"). Only denials are kept:
 * a clinician's "yes" or a longer reply leaves the patient's words as they were read.
 */
export function pairPatientQuestions(sentences: readonly Sentence[]): Map<number, QuestionAnswer> {
  const pairs = new Map<number, QuestionAnswer>();
  for (const question of sentences) {
    if (!asksAboutSelf(question)) continue;
    const stems = stemTokens(question.tokens);
    // Speech glues the answer on: "… did i have a stroke no" ("… or no" only asks "or not").
    const before = stems[stems.length - 2] ?? '';
    if (BARE_NO.has(stems[stems.length - 1] ?? '') && !BARE_NO.has(before) && before !== 'or') {
      pairs.set(question.index, { question, answer: question, polarity: 'no' });
      continue;
    }
    const answer = sentences[question.index + 1];
    if (!answer || (answer.speaker !== 'doctor' && answer.turnIndex !== question.turnIndex)) continue;
    if (answerPolarity(answer.tokens) === 'no') pairs.set(question.index, { question, answer, polarity: 'no' });
  }
  return pairs;
}

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';
const DENIABLE = new Set(['present', 'uncertain', 'historical']);

/**
 * "I have a stroke." "Can you repeat that?" "Did I have a stroke?" "No, no.": the clinician's "no" denies what the
 * patient asked about, and what the patient had just said of the same thing (the question shows it was asked).
 */
export function applyClinicianDenials(
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
  pairs: ReadonlyMap<number, QuestionAnswer>,
): void {
  const denied = mentions.filter(
    (mention) => isComplaint(mention) && DENIABLE.has(mention.assertion) && pairs.has(mention.sentenceIndex),
  );
  for (const asked of denied) {
    const pair = pairs.get(asked.sentenceIndex)!;
    for (const mention of mentions) {
      const restated =
        mention.conceptId === asked.conceptId &&
        mention.sentenceIndex < asked.sentenceIndex &&
        mention.sentenceIndex >= asked.sentenceIndex - RESTATED_REACH &&
        sentences[mention.sentenceIndex]?.speaker === 'patient';
      if (mention !== asked && !(restated && DENIABLE.has(mention.assertion))) continue;
      mention.assertion = 'negated';
      mention.negatedToo = true;
      mention.inAssessment = false;
      mention.evidenceSentences = [...new Set([...mention.evidenceSentences, pair.answer.index])];
      mention.reason = `the patient asked; the clinician answered "no" in sentence ${pair.answer.index}`;
    }
  }
}
