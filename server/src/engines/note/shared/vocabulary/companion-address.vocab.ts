/**
 * How a companion gives their name ("it's her husband, Pete", "I'm his wife, Jean") and how a clinician turns to
 * them by it ("And Pete, you've got a chest problem too?"). Data for analysis/companion-address.ts.
 */

/** Owners before a companion word when someone names who they are to the patient ("her husband", "his wife"). */
export const COMPANION_OWNERS: readonly string[] = ['her', 'his', 'their', 'my', 'your'];

/** Words that open a name given before who one is ("it's Karen, her daughter", "I'm Pete, his husband"). */
export const NAME_INTRODUCERS: readonly string[] = ["it's", "i'm", 'is', 'am', 'this'];

/**
 * Words before a companion's name given alone, with nothing of who they are to the patient ("This is Dana.",
 * "Yeah, this is Lena. She made me come.").
 */
export const NAMED_ONLY_LEADS: readonly string[] = ['this is', "this's"];

/** Words that may follow such a name in unpunctuated speech, which runs on into the next sentence ("this is bev she"). */
export const NAMED_ONLY_FOLLOWERS: readonly string[] = ['she', "she's", 'he', "he's", 'they', "they're"];

/**
 * The clinician's words asking the patient whether someone may stay ("are you happy for Gary to stay?", "is it
 * alright if Jean helps?"): the name said next is someone in the room with the patient.
 */
export const STAY_CONSENT_LEADS: readonly string[] = [
  'happy for',
  'okay for',
  'ok for',
  'alright for',
  'fine for',
  'alright if',
  'okay if',
  'ok if',
  'fine if',
  'mind if',
];

/** Words after the name in such a question: staying, being there, helping ("for Gary to stay", "if Jean helps"). */
export const STAY_CONSENT_FOLLOWERS: readonly string[] = [
  'to',
  'stay',
  'stays',
  'staying',
  'sit',
  'sits',
  'help',
  'helps',
  'join',
  'joins',
  'is',
  'being',
];

/** Words in the name's place that are no one named ("happy for them to ring", "okay for you to"). */
export const NOT_STAY_NAMES: readonly string[] = [
  'them',
  'him',
  'her',
  'you',
  'everyone',
  'anyone',
  'someone',
  'somebody',
  'student',
  'students',
  'us',
  'me',
];

/** Who a companion given by name alone is to the patient: not said. */
export const NAMED_ONLY_RELATION = 'companion';

/** Words before a name said to someone ("and pete", "hello jean", "thanks pete"). */
export const ADDRESS_LEADS: readonly string[] = [
  'and',
  'so',
  'hello',
  'hi',
  'hiya',
  'okay',
  'ok',
  'now',
  'right',
  'thanks',
];

/** Titles before a surname said to someone ("Mr Doyle, any chest pain?"). */
export const ADDRESS_TITLES: readonly string[] = ['mr', 'mrs', 'ms', 'miss', 'mister', 'dr'];

/** Words after a name said to someone: the end of the greeting, or the question or remark to them. */
export const ADDRESS_FOLLOWERS: readonly string[] = [
  'thanks',
  'thank',
  'i',
  "i'm",
  'you',
  "you've",
  "you're",
  'your',
  'can',
  'could',
  'would',
  'do',
  'did',
  'does',
  'are',
  'have',
  'has',
  'is',
  'what',
  'how',
  'any',
  // "Joan, anything going on with your own health?"
  'anything',
];

/**
 * Words opening what is said to the one just named, when unpunctuated speech cuts right after the name ("i can see
 * why steve | you're well yourself"). Not "i": "pete noticed | i was …" speaks of them.
 */
export const ADDRESSED_OPENERS: readonly string[] = ['you', "you're", "you've", 'your'];

/** Words that are never a name after "her husband" ("her husband has", "his wife she …"). */
export const NOT_NAMES: readonly string[] = [
  'she',
  "she's",
  'he',
  "he's",
  'they',
  'i',
  "i'm",
  'and',
  'or',
  'but',
  'so',
  'is',
  'was',
  'has',
  'had',
  'have',
  'who',
  'that',
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'at',
  'with',
  'for',
  'about',
  'here',
  'there',
  'too',
  'also',
  'just',
  'now',
  'says',
  'said',
  'thinks',
  'thought',
  'died',
  'gets',
  'got',
  'does',
  'did',
  'will',
  'would',
  'can',
  'could',
  // A one-word answer after "is this your husband?" is no name ("Yes.", "Right.").
  'yes',
  'yeah',
  'yep',
  'no',
  'nope',
  'okay',
  'sure',
  'right',
  'correct',
  'hello',
  'hiya',
  'thanks',
  // Nor a word that only moves the talk on ("My husband. Anyway."): a clinician's "Okay, anyway," turns to nobody.
  'anyway',
  'anyways',
  'well',
  'sorry',
  'honestly',
  'actually',
  'basically',
  'please',
  'thankfully',
  'unfortunately',
  'obviously',
  'definitely',
  'absolutely',
  'exactly',
  'indeed',
  'again',
  'today',
  'anyhow',
];

/**
 * Words a clinician thanks or acknowledges someone with just before their name ("thanks, Dana", "good to know,
 * Pete"): the words just said were that person's.
 */
export const ACKNOWLEDGEMENTS: readonly string[] = [
  'thanks',
  'thank you',
  'good to know',
  "that's helpful",
  "that's useful",
  'that helps',
  // Sympathy for what they just told of themselves ("Sorry to hear it, Dana").
  'sorry to hear it',
  'sorry to hear that',
  'good question',
];

/**
 * Owners that say the name before them is the one spoken to, not the companion ("Sue, your husband can stay" calls
 * the patient Sue).
 */
export const ADDRESSEE_OWNERS: readonly string[] = ['your'];

/**
 * People of either sex a patient's "he" / "she" may stand for ("the nurse said she'd ring"): named before the
 * pronoun in a turn, the pronoun tells nothing of who is speaking. Relatives and acquaintances come from
 * NON_KIN_PEOPLE.
 */
export const UNSEXED_PEOPLE: readonly string[] = [
  'doctor',
  'doc',
  'dr',
  'gp',
  'nurse',
  'pharmacist',
  'chemist',
  'consultant',
  'specialist',
  'surgeon',
  'physio',
  'physiotherapist',
  'dentist',
  'midwife',
  'receptionist',
  'paramedic',
  'optician',
  'therapist',
  'counsellor',
  'counselor',
  'vet',
  'boss',
  'manager',
  'teacher',
  'carer',
  'caregiver',
];
