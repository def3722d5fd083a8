/** How patients answer yes/no questions. Data only; matched on the first words of the answer. */

export const YES_OPENINGS: readonly string[] = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'ya',
  'mm-hmm',
  'mhm',
  'uh-huh',
  'correct',
  'right',
  'i do',
  'i have',
  'i am',
  "i'm",
  'i did',
  'i was',
  'i think so',
  'definitely',
  'absolutely',
  'sure',
  'sometimes',
  'a little',
  'a bit',
  'a little bit',
  'kind of',
  'sort of',
  'occasionally',
  'some',
  'it does',
  'it did',
  'it has',
  'it is',
  'they do',
  'that is right',
  "that's right",
  'that is correct',
  "that's correct",
  'i have been',
  "i've been",
  'still',
  // Agreeing with what the clinician read out ("you have hepatitis C, right?" "That sounds right.").
  'that sounds right',
  'sounds right',
  'that sounds about right',
  'sounds about right',
  'that sounds correct',
  "that's true",
  'that is true',
  'true',
  'exactly',
  'of course',
];

export const NO_OPENINGS: readonly string[] = [
  // "Absolutely not!": the emphasis opens like a yes, the "not" answers.
  'absolutely not',
  'definitely not',
  'certainly not',
  'of course not',
  'no',
  'nope',
  'nah',
  'not really',
  'not at all',
  'never',
  'none',
  'nothing',
  "i don't",
  'i do not',
  "i do n't",
  "i haven't",
  'i have not',
  "i have n't",
  "i didn't",
  'i did not',
  "i did n't",
  'not that i',
  'no no',
  'not',
  "it doesn't",
  "it does n't",
  'it does not',
  "i'm not",
  'i am not',
  "haven't",
  "have n't",
  "don't",
  "do n't",
  'negative',
  'not lately',
  'not anymore',
  'not recently',
  'not since',
];

/** Words to look past at the start of an answer ("um , well , no …"). */
export const ANSWER_FILLERS: readonly string[] = [
  'um',
  'uh',
  'well',
  'oh',
  'hmm',
  // "Hm, I don't think so": the shorter spelling of the same pause.
  'hm',
  'so',
  'honestly',
  'actually',
  'and',
  'i mean',
  'let me think',
  'let me see',
  // "I'm trying to think … no, I don't think so": thinking aloud before the answer.
  "i'm trying to think",
  'i am trying to think',
  'trying to think',
  'i have to think',
  'let me think about it',
  // Speech-to-text cuts a new sentence at "now": "how much lexapro are you taking | now i am taking ten m g".
  'now',
  // Relief said before the answer: "thankfully, no", "luckily no".
  'thankfully',
  'luckily',
  'fortunately',
];

/**
 * A patient's back-question that asks what was meant rather than answering ("me?", "sorry?"): the answer comes
 * after the clinician repeats or confirms.
 */
export const CLARIFYING_ANSWERS: readonly string[] = [
  'me',
  'who me',
  'what',
  'sorry',
  'pardon',
  'pardon me',
  'excuse me',
  'huh',
  'what was that',
  'say that again',
  'come again',
];

/**
 * Answers that say the patient cannot know ("I was adopted"): neither yes nor no, so a question about relatives'
 * conditions gives them none. Matched on the first words of the answer, before the yes/no openings.
 */
export const UNKNOWN_ANSWERS: readonly string[] = [
  'i was adopted',
  "i'm adopted",
  'i am adopted',
  "i don't know my family",
  "i do n't know my family",
  'i do not know my family',
  "i don't know my parents",
  "i do n't know my parents",
  'i do not know my parents',
  'i never knew my',
  'no idea i was adopted',
];

/**
 * How a patient opens a yes/no question about their own condition ("did I have a stroke?", "is it cancer?"). The
 * clinician's "no" to it denies the condition asked about. Matched within the first words, past a restart ("I did,
 * did I have …").
 */
export const SELF_QUESTION_OPENINGS: readonly string[] = [
  'did i',
  'do i',
  'have i',
  'am i',
  'was i',
  'is it',
  'is that',
  'is this',
  'was it',
  'was that',
  'could it be',
  'could that be',
  'could this be',
  'could i have',
  'might it be',
  'does that mean i',
  'does this mean i',
  'so i have',
  'so i had',
];

/**
 * How a parent opens a question to the child they brought ("Have you got a pain in your back, Poppy? No, she's
 * shaking her head."): the "no" denies what the child was asked about. Only with the child's name in the question:
 * without it, "do you have anything for headaches?" is the patient asking the clinician for treatment.
 */
export const CHILD_QUESTION_OPENINGS: readonly string[] = ['have you got', 'have you had', 'do you have'];

/**
 * Answers that say the patient does not know or remember ("How many times did you vomit?" "I don't know."): no
 * "no", though they open like one. Matched before the no openings; "I don't know of any" still denies.
 */
export const UNSURE_ANSWERS: readonly string[] = [
  "i don't know",
  "i do n't know",
  'i do not know',
  "i'm not sure",
  'i am not sure',
  'not sure',
  "i can't remember",
  'i cannot remember',
  "i don't remember",
  "i do n't remember",
  'i do not remember',
  "i can't recall",
  "i don't recall",
  "i do n't recall",
  'i do not recall',
  'no idea',
  'i have no idea',
  "i couldn't tell you",
  "i could n't tell you",
  'i could not tell you',
];
