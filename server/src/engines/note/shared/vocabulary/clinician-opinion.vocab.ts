/** Cues for who gives a diagnosis in an unlabelled transcript. Data only. */

/** Telling the listener a condition they have: followed closely by the condition's name. */
export const TELLS_CONDITION: readonly string[] = [
  'you have',
  "you've got",
  'you have got',
  'you got',
  'you might have',
  'you may have',
  'you probably have',
  'you likely have',
];

/** Questions that ask what someone has: the one answering is the clinician. */
export const ASKS_OPINION: readonly string[] = [
  'what does she have',
  'what does he have',
  'what does they have',
  'what do they have',
  'what do i have',
  "what's her diagnosis",
  "what's his diagnosis",
  "what's the diagnosis",
  "what's my diagnosis",
  "what's their diagnosis",
  'what is her diagnosis',
  'what is his diagnosis',
  'what is the diagnosis',
  'what is my diagnosis',
  'what is their diagnosis',
  "what's wrong with",
  'what is wrong with',
];

/** A "doctor" after these words names some doctor ("see a doctor"), not the listener. */
export const NOT_VOCATIVE_BEFORE: readonly string[] = [
  'a',
  'an',
  'the',
  'your',
  'my',
  'his',
  'her',
  'their',
  'our',
  'that',
  'this',
  'another',
  'other',
  'to',
  'family',
  'any',
  'eye',
  'foot',
  'new',
];
