// Negation trigger phrases, contrast cues, and the bare answer words that deny or merely answer.

/**
 * A contrast names what the condition is not ("this is allergic rather than a sinus infection", "is it different
 * from the flu?"): negation triggers, and a "yes" to a question asking it confirms the contrast. "Other than" is
 * left out: "nothing new other than X" says X is there.
 */
export const CONTRAST_CUES: readonly string[] = ['rather than', 'different than', 'different from', 'as opposed to'];

/**
 * Immunity denies only the infection it names ("immune to hepatitis B"), never a finding said after it: speech runs
 * the next sentence on ("immune to hepatitis b your tests show hepatitis c"), so these reach SHORT_NEGATION_SCOPE_TOKENS.
 */
export const IMMUNITY_PHRASES: readonly string[] = [
  'immune to',
  'immunity to',
  'vaccinated against',
  'immunised against',
  'immunized against',
];
/** Token budget of a short-reach negation (an immunity and the infection it names, "hepatitis a and b"). */
export const SHORT_NEGATION_SCOPE_TOKENS = 4;

/** Deny what comes after them ("denies chest pain", "no fever"); the contrast cues end the list. */
export const NEGATION_FORWARD_PHRASES: readonly string[] = [
  'no',
  'not',
  "n't",
  'denies',
  'denied',
  'deny',
  'denying',
  'without',
  'never',
  'none',
  'negative for',
  'free of',
  // Immunity names an infection the patient cannot have now ("you are immune to hepatitis A").
  ...IMMUNITY_PHRASES,
  'absence of',
  'no evidence of',
  'no signs of',
  'no sign of',
  'no history of',
  'nor',
  'neither',
  'no longer',
  'not any',
  'rules out',
  'ruled out',
  "don't",
  "doesn't",
  "didn't",
  "haven't",
  "hasn't",
  "isn't",
  "wasn't",
  "aren't",
  "weren't",
  'nothing like',
  'no more',
  'resolution of',
  'no complaints of',
  'non',
  // "a little numbing, but nothing tingling or hurting down my legs".
  'nothing',
  // A wish names what is missing ("I wish I had some weight loss").
  'wish i had',
  "wish i'd had",
  // "I wish I'd lost weight": "wish I had" contracted.
  "wish i'd",
  'wish i could have',
  ...CONTRAST_CUES,
];

/** Deny what comes before them ("the rash went away", "x-ray was negative"). */
export const NEGATION_BACKWARD_PHRASES: readonly string[] = [
  'resolved',
  'has resolved',
  'have resolved',
  'went away',
  'gone away',
  'is gone',
  'are gone',
  'is negative',
  'was negative',
  'were negative',
  'came back negative',
  'ruled out',
  'has been ruled out',
  'not present',
  'is absent',
  'are absent',
  'is unremarkable',
  'was unremarkable',
  // A scan or test that found none of the alternatives named before it ("a perforation or an abscess, and the CT
  // didn't show either of those"). Never a bare "neither of them": "a cough and a wheeze, and neither of them is
  // settling" keeps both.
  "didn't show either",
  'did not show either',
  "doesn't show either",
  'does not show either',
  'showed neither',
  'shows neither',
  // An answer run into its question when speech comes unpunctuated ("any weight loss no not that i've noticed").
  "not that i've noticed",
  'not that i have noticed',
  "not that i've seen",
];

/** A bare "no" answers a question when a new clause follows it ("no , I take lisinopril"); it negates nothing. */
export const ANSWER_WORDS: readonly string[] = ['no', 'nope', 'nah'];
export const ANSWER_CLAUSE_STARTS: readonly string[] = [
  'i',
  "i'm",
  "i've",
  "i'd",
  "i'll",
  'my',
  'we',
  "we're",
  'she',
  "she's",
  'he',
  "he's",
  'they',
  "they're",
  'it',
  "it's",
  'but',
  "that's",
  "there's",
  'thank',
  'thanks',
  'sir',
  "ma'am",
  'okay',
  'the',
  'just',
  'only',
];

/** A bare answer word ending a sentence denies the finding right before it ("diarrhea no", "fevers none"). */
export const CLOSING_DENIALS: readonly string[] = ['no', 'nope', 'none', 'nah'];

/**
 * A wry answer that means no ("Lost weight? I wish."): said right after the finding, on its own, it denies it. Not
 * "I wish it would stop": words after the phrase make it a wish about something else.
 */
export const IRONIC_DENIALS: readonly string[] = ['i wish', 'if only', 'chance would be a fine thing', 'fat chance'];

/**
 * Words that ask about other people ("anyone in your family … diabetes no"): a bare denial closing the question
 * answers for them, though the question names the illness late.
 */
export const ASKED_OF_OTHERS_WORDS: readonly string[] = ['anyone', 'anybody'];
