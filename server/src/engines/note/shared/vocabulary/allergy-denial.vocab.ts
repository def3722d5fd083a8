// Allergy denials said after a medicine: which denials are bare, and which words say the medicine was taken.

/** Words that open a bare denial of allergies. */
export const ALLERGY_DENIAL_OPENERS: readonly string[] = ['no', 'none', 'nope', 'not', 'never'];
/** Words that may stand between the denial and the allergy word ("no known drug allergies"). */
export const BARE_DENIAL_FILLERS: readonly string[] = ['known', 'drug', 'medicine', 'medication', 'real', 'any'];
/** Words that limit a denial of allergies to a time after one ("no allergies since", "not allergic anymore"). */
export const DENIAL_TIME_LIMITERS: readonly string[] = [
  'since',
  'anymore',
  'nowadays',
  'lately',
  'recently',
  'outgrew',
];
/**
 * Words that leave something out of the denial, limit it to a kind of allergy, or to a time ("no allergies since",
 * "none now"): the allergy named before it may still stand.
 */
export const DENIAL_LIMITERS: readonly string[] = [
  ...['other', 'else', 'besides', 'except', 'more', 'otherwise', 'apart', 'but', 'only', 'food', 'foods'],
  ...['hay', 'pollen', 'seasonal', 'skin', 'latex', 'exactly', 'really', 'such'],
  ...DENIAL_TIME_LIMITERS,
];
/** Denials that close a run-on allergy question in speech ("allergies to anything | not that i know of"). */
export const CLOSING_DENIALS: readonly string[] = [
  'no',
  'nope',
  'none',
  'not that i know of',
  'none that i know of',
  "not that i'm aware of",
  'not that i am aware of',
];

/**
 * Words before a medicine that say it was taken or given ("I gave her ibuprofen", "he's on amlodipine"). Only such a
 * medicine may be read as a medicine by a "no allergies" after it: one named bare ("Penicillin.") answers the
 * allergy question.
 */
export const TAKEN_MEDICINE_WORDS: readonly string[] = [
  ...['take', 'takes', 'taking', 'took', 'taken', 'give', 'gave', 'given', 'giving', 'use', 'uses', 'using', 'used'],
  ...['on', 'tried', 'prescribed', 'started'],
];

/**
 * Words that set a named allergen apart from the ones asked about ("any allergies besides the codeine?", "apart
 * from the penicillin"): the allergen they name is presupposed, not asked.
 */
export const ALLERGEN_SET_APART: readonly string[] = ['besides', 'except', 'apart', 'aside', 'than', 'beyond'];
/** Words that limit a denial to further allergies ("no other allergies", "nothing else", "none besides"). */
export const OTHERS_ONLY: readonly string[] = ['other', 'others', 'else', 'more', 'further', 'besides'];
/** Words that open a denial in the patient's words ("no", "nothing", "none"). */
export const OTHERS_DENIAL_OPENERS: readonly string[] = ['no', 'nothing', 'none', 'not', 'nope', "don't", 'never'];
