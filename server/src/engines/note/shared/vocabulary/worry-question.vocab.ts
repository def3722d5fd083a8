/**
 * Cues for a patient's question about what they have ("is it meningitis", "could it be my heart", "is it
 * serious"): in unlabelled speech such a question is the patient's, and the reply to it the clinician's. Data only.
 */

/** How the question opens, after any "okay so um …". */
export const WORRY_OPENINGS: readonly string[] = [
  'is it',
  'is this',
  'is that',
  'could it be',
  'could this be',
  'could that be',
  'might it be',
  'can it be',
  'would it be',
  'is it not',
];

/** Words that may stand between the opening and what is feared ("is it a stroke", "could it be something like …"). */
export const WORRY_LEADS: readonly string[] = [
  'a',
  'an',
  'the',
  'some',
  'some sort of',
  'something like',
  'like',
  'kind of',
];

/** What a patient fears, besides a named condition or their own body part ("is it my heart"). */
export const WORRY_WORDS: readonly string[] = [
  'serious',
  'something serious',
  'anything serious',
  'dangerous',
  'cancer',
  'cancerous',
  'malignant',
  'contagious',
  'catching',
  'infectious',
  'life threatening',
  'a tumour',
  'a tumor',
  'a growth',
  'a lump',
];

/**
 * Word endings that name a disease even when the lexicon lacks it ("meningitis", "lymphoma", "sarcoidosis"); no
 * clinician's question about how a symptom feels ends in one.
 */
export const DISEASE_SUFFIXES: readonly string[] = ['itis', 'oma', 'osis', 'aemia', 'emia', 'pathy'];

/** Words ending like a disease that are none ("diagnosis", "prognosis", "coma" is a state the clinician may ask of). */
export const NOT_DISEASES: readonly string[] = ['diagnosis', 'prognosis', 'aroma', 'diploma', 'coma'];

/** Words that may close the question after what is feared ("is it cancer or something", "is it serious doctor"). */
export const WORRY_TAILS: readonly string[] = [
  'or',
  'something',
  'anything',
  'not',
  'then',
  'again',
  'doctor',
  'doc',
  'do',
  'you',
  'think',
  'is',
  'it',
];
