/**
 * Rules for cutting unpunctuated speech (speech-to-text output) into sentences, from how clinicians and patients
 * start a new thought. Data only; used by the sentence splitter.
 */

// The cue lists live in one file per cue kind; these re-exports keep every name importable from here.
export { STRONG_STARTS, MEDIUM_STARTS } from './sentence-start-cue.rules';
export { COMPLETE_QUESTIONS, QUESTION_HEADS, TOPIC_QUESTION_ENDS, TOPIC_WORDS } from './question-cue.rules';
export {
  ANSWER_OPENINGS,
  ANSWER_START_WORDS,
  CLOSING_NEGATIONS,
  HOW_ANSWERS,
  NOT_BEFORE_ANY,
  QUESTION_ENDINGS,
} from './answer-cue.rules';
export { JOINING_WORDS, SUBJECT_STARTS } from './clause-join-cue.rules';

/** Instructions a clinician strings together without pauses ("… not broken | rest ice and elevate it"). */
export const INSTRUCTION_STARTS: readonly string[] = ['rest', 'ice', 'elevate', 'drink', 'avoid', 'take', 'apply'];

/** Abbreviations whose period does not end a sentence. */
export const ABBREVIATIONS: readonly string[] = ['dr', 'mr', 'mrs', 'ms', 'st', 'vs', 'etc', 'e.g', 'i.e', 'approx'];

/** Sentences longer than this many words without punctuation are cut at cue words. */
export const LONG_SENTENCE_WORDS = 16;
/** Pieces shorter than this stay joined to their neighbour. */
export const MIN_PIECE_WORDS = 3;
/** Fallback cut at "and" when a piece is still longer than this. */
export const MAX_PIECE_WORDS = 40;
