// Cues of answers: answer openings, closing negations, how-are-you answers, one-word answers and "any" after them.

/** Openings of an answer that end the question before them ("any cough | a little cough at night"). */
export const ANSWER_OPENINGS: readonly string[] = [
  // "any history of drug abuse | absolutely not": an emphatic denial opens the answer.
  'absolutely not',
  'definitely not',
  'certainly not',
  'of course not',
  'a little',
  'a bit',
  'not really',
  'just',
  'only',
  'sometimes',
  'yes',
  'no',
  'nope',
  'yeah',
];

/** Negative contractions that can close a short answer ("no i didn't | i take ibuprofen"). */
export const CLOSING_NEGATIONS: readonly string[] = [
  "didn't",
  "don't",
  "haven't",
  "hasn't",
  "wasn't",
  "isn't",
  "can't",
  "won't",
  "doesn't",
  "n't",
];

/** Words that end a question about how things have been; an answer may follow at once ("… been | it's been high"). */
export const QUESTION_ENDINGS: readonly string[] = [
  'been',
  'doing',
  'going',
  'feeling',
  'today',
  'lately',
  'recently',
  'anymore',
];

/** How patients answer "how have you been doing": after a question ending, these start the answer. */
export const HOW_ANSWERS: readonly string[] = [
  'pretty good',
  'good',
  'fine',
  'not bad',
  'not great',
  'not good',
  'better',
  'worse',
  'about the same',
  'okay',
];

/** One-word answers: after a question they end it, and a new clause may follow them ("no i take …"). */
export const ANSWER_START_WORDS: readonly string[] = [
  'no',
  'yes',
  'yeah',
  'yep',
  'nope',
  'nah',
  'sure',
  'never',
  'none',
];

/** Words after which "any" continues the clause ("i did not notice any swelling") rather than asking anew. */
export const NOT_BEFORE_ANY: readonly string[] = [
  'notice',
  'noticed',
  'noticing',
  'seen',
  'felt',
  'having',
  'experienced',
  'experiencing',
  'without',
  'there',
  'taking',
  'had',
  'get',
  'getting',
  'need',
  'needed',
  'using',
  'ever',
  'in',
  'of',
  'for',
  'with',
  'or',
  'nor',
];
