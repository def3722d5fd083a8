import type { Sentence } from './analysis.types';
import {
  ACKNOWLEDGEMENTS,
  ELABORATION_OPENINGS,
  EXAMPLE_QUESTION_OPENINGS,
  MEANING_QUESTIONS,
} from './question-elaboration.rules';
import { PhraseIndex, stemTokens, cueIndex } from './phrase-index';

/**
 * Sentences that belong to a clinician's question though not said as one: the clinician spelling out what was
 * asked ("Any neuro symptoms? That is, slurred speech or weakness."), a patient's back-question offering examples
 * ("Like a fever?"), and a question cut off mid-list ("Tremors or numbness or-" "No."). Their findings are asked,
 * not stated, and take the patient's answer.
 */
const elaborationIndex = cueIndex(ELABORATION_OPENINGS);
const exampleIndex = cueIndex(EXAMPLE_QUESTION_OPENINGS);
const meaningIndex = cueIndex(MEANING_QUESTIONS);
const acknowledgementIndex = cueIndex(ACKNOWLEDGEMENTS);
/** Words a cut-off question may end on: the list was still going ("… or paralysis or-"). */
const DANGLING = new Set(['or', 'and']);

const opensWith = (phrases: PhraseIndex<true>, sentence: Sentence) =>
  phrases.matchAt(stemTokens(sentence.tokens), 0) !== null;
const saysOnly = (phrases: PhraseIndex<true>, sentence: Sentence) =>
  phrases.matchAt(stemTokens(sentence.tokens), 0)?.last === sentence.tokens.length;

/** A clinician's statement right after a question that only lists more of what was asked. */
export function elaboratesQuestion(sentence: Sentence): boolean {
  return sentence.speaker === 'doctor' && !sentence.isQuestion && opensWith(elaborationIndex, sentence);
}

/** A patient's back-question that offers examples of what was asked ("like fever or chills?"). */
export function offersExamples(sentence: Sentence): boolean {
  return sentence.speaker === 'patient' && sentence.isQuestion && opensWith(exampleIndex, sentence);
}

/** A patient's "what do you mean?": the clinician's explanation that follows is still the question. */
export function asksMeaning(sentence: Sentence): boolean {
  return sentence.speaker === 'patient' && saysOnly(meaningIndex, sentence);
}

/** "Oh, got it.": taking in an explanation, no answer yet. */
export function acknowledgesOnly(sentence: Sentence): boolean {
  return sentence.speaker === 'patient' && saysOnly(acknowledgementIndex, sentence);
}

/**
 * A clinician's history sentence cut off on "or" / "and" ("… or paralysis or-"): asked, if the patient answers it
 * yes or no at once (the caller checks the answer, or a trailing "and" of a statement would ask).
 */
export function endsCutOff(sentence: Sentence): boolean {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion || sentence.phase !== 'history') return false;
  const last = sentence.tokens[sentence.tokens.length - 1];
  return last !== undefined && DANGLING.has(last.norm);
}
