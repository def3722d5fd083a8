/**
 * How a clinician spells out what a question meant, and how a patient checks it with examples ("any flu-like
 * symptoms?" "like a fever?" "that, or being sick"). Data only; matched on the first words of a sentence.
 */

/** Openings of a clinician's statement that only lists more of what the question just asked about. */
export const ELABORATION_OPENINGS: readonly string[] = [
  'that is',
  "that's",
  'that or',
  'i mean',
  'meaning',
  'such as',
  'like',
  'for example',
  'for instance',
  'things like',
  'or',
  'or any',
  'or maybe',
];

/**
 * The same openings safe to find inside one unpunctuated run of speech, where the answer is glued on at the end
 * ("… that or being sick oh no"). "like" and "or" are left out: speech uses them everywhere.
 */
export const SPOKEN_ELABORATION_OPENINGS: readonly string[] = ['that is', 'that or', 'such as', 'things like'];

/** Openings of a patient's back-question that offers examples of what was asked ("like a fever?"). */
export const EXAMPLE_QUESTION_OPENINGS: readonly string[] = [
  'like',
  'you mean',
  'do you mean',
  'such as',
  'as in',
  'what like',
];

/** A patient's back-question asking what a word means; the clinician explains, then the patient answers. */
export const MEANING_QUESTIONS: readonly string[] = [
  'what do you mean',
  'what do you mean by that',
  'what does that mean',
  'what is that',
  "what's that",
];

/** What a patient says on taking in an explanation, before the answer itself ("oh, got it. no, never."). */
export const ACKNOWLEDGEMENTS: readonly string[] = [
  'got it',
  'oh got it',
  'i see',
  'oh i see',
  'okay',
  'oh okay',
  'ok',
  'i understand',
  'understood',
  'makes sense',
  'that makes sense',
];
