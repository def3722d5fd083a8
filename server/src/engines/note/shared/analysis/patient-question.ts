import { ANSWER_FILLERS, CHILD_QUESTION_OPENINGS, SELF_QUESTION_OPENINGS } from './answer-polarity.rules';
import type { Mention, Sentence } from './analysis.types';
import { patientNames } from './patient-address';
import { stemTokens, cueIndex } from './phrase-index';
import { answerPolarity } from './question-answer';

const openings = cueIndex(SELF_QUESTION_OPENINGS);
const childOpenings = cueIndex(CHILD_QUESTION_OPENINGS);
const fillers = cueIndex(ANSWER_FILLERS);
/** How far into the sentence (past fillers) the question may open: "I did, did I have a stroke?". */
const OPENING_REACH = 3;
/** How many sentences before the question the patient's own words about the same thing may stand. */
const RESTATED_REACH = 3;
const BARE_NO = new Set(['no', 'nope', 'nah']);

/** A patient's question the clinician (or the same turn) answers "no". */
export interface DeniedQuestion {
  question: Sentence;
  /** The token where the question opens: unpunctuated speech runs it on from what went before. */
  from: number;
  answer: Sentence;
}

/**
 * Where "did I have a stroke?", "is it cancer?" opens in a patient's sentence: among the first words, or anywhere
 * in unpunctuated speech ("which means i have a stroke sorry say again did i have a stroke no"); -1 if it does not.
 */
function selfQuestionStart(sentence: Sentence): number {
  if (sentence.speaker !== 'patient') return -1;
  const stems = stemTokens(sentence.tokens);
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match; match = fillers.matchAt(stems, i)) i = match.last;
  const reach = /[.?!]/.test(sentence.text) ? i + OPENING_REACH : stems.length - 1;
  for (let k = reach; k >= i; k -= 1) if (openings.matchAt(stems, k)) return k;
  return -1;
}

/**
 * A companion's question to the patient, called by the name they go by ("Have you got a pain in your back,
 * Poppy?"): it asks, as the clinician's questions do, and the "no" that answers it denies. Nobody asks themselves
 * by their own name. The name opens or ends a question; in unpunctuated speech it follows a question to the child
 * ("have you got earache sam no he is shaking his head"). Returns where the question opens, or -1.
 */
function askedOfPatientByName(sentence: Sentence, names: ReadonlySet<string>): number {
  if (sentence.speaker !== 'patient' || names.size === 0) return -1;
  const words = sentence.tokens.map((token) => token.norm);
  if (sentence.isQuestion && [words[0], words[words.length - 1]].some((word) => names.has(word ?? ''))) return 0;
  const stems = stemTokens(sentence.tokens);
  for (let k = 0; k < stems.length; k += 1) {
    const match = childOpenings.matchAt(stems, k);
    if (match && words.slice(match.last).some((word) => names.has(word))) return k;
  }
  return -1;
}

/**
 * The patient's yes/no questions answered "no" right after ("did I have a stroke?" "no, no"), keyed by the
 * question's sentence index. The "no" is the clinician's, or said in the same turn: the patient answering
 * themselves, or unlabelled speech whose speakers are guessed ("did i have a stroke no"). Only denials are kept:
 * a clinician's "yes" or a longer reply leaves the patient's words as they were read.
 */
export function pairPatientQuestions(sentences: readonly Sentence[]): Map<number, DeniedQuestion> {
  const pairs = new Map<number, DeniedQuestion>();
  const names = patientNames(sentences);
  for (const question of sentences) {
    const byName = askedOfPatientByName(question, names);
    const from = byName >= 0 ? byName : selfQuestionStart(question);
    if (from < 0) continue;
    const stems = stemTokens(question.tokens);
    // Speech glues the answer on: "… did i have a stroke no" ("… or no" only asks "or not").
    const before = stems[stems.length - 2] ?? '';
    if (BARE_NO.has(stems[stems.length - 1] ?? '') && !BARE_NO.has(before) && before !== 'or') {
      pairs.set(question.index, { question, from, answer: question });
      continue;
    }
    const answer = sentences[question.index + 1];
    if (!answer || (answer.speaker !== 'doctor' && answer.turnIndex !== question.turnIndex)) continue;
    if (answerPolarity(answer.tokens) === 'no') pairs.set(question.index, { question, from, answer });
  }
  return pairs;
}

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';
const DENIABLE = new Set(['present', 'uncertain', 'historical']);
/**
 * "Is it because of my diabetes?" "No.": the clinician denies a cause, not the patient's own condition. Words that
 * ask about a cause, or "my" before the condition, keep it as it was.
 */
const CAUSE_WORDS = new Set(['because', 'cause', 'caused', 'causing', 'from', 'due', 'related', 'with', 'my', 'since']);

/** The mention is what the question asks the patient has, not a cause or a known condition of theirs. */
function askedAsHad(mention: Mention, sentences: readonly Sentence[], from: number): boolean {
  if (mention.first < from) return false;
  const between = sentences[mention.sentenceIndex]!.tokens.slice(from, mention.first);
  return !between.some((token) => CAUSE_WORDS.has(token.norm));
}

/**
 * "I have a stroke." "Can you repeat that?" "Did I have a stroke?" "No, no.": the clinician's "no" denies what the
 * patient asked about, and what the patient had just said of the same thing (the question shows it was asked).
 */
export function applyClinicianDenials(
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
  pairs: ReadonlyMap<number, DeniedQuestion>,
): void {
  const asked = mentions.filter((mention) => {
    const pair = pairs.get(mention.sentenceIndex);
    return (
      pair !== undefined &&
      isComplaint(mention) &&
      DENIABLE.has(mention.assertion) &&
      askedAsHad(mention, sentences, pair.from)
    );
  });
  for (const question of asked) {
    const pair = pairs.get(question.sentenceIndex)!;
    for (const mention of mentions) {
      const at = mention.sentenceIndex;
      const restated =
        mention.conceptId === question.conceptId &&
        DENIABLE.has(mention.assertion) &&
        at >= question.sentenceIndex - RESTATED_REACH &&
        (at < question.sentenceIndex || (at === question.sentenceIndex && mention.first < pair.from)) &&
        sentences[at]?.speaker === 'patient';
      if (mention !== question && !restated) continue;
      mention.assertion = 'negated';
      mention.negatedToo = true;
      mention.inAssessment = false;
      mention.evidenceSentences = [...new Set([...mention.evidenceSentences, pair.answer.index])];
      mention.reason = `the patient asked; answered "no" in sentence ${pair.answer.index}`;
    }
  }
}
