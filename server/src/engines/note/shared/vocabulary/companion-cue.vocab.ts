/**
 * Words that say someone came in with the patient ("this is my mum", "is this dad?"), and the people a "her" or
 * "his" may stand for. With a companion in the room, a patient-tagged speaker who calls the patient "her" is the
 * companion, and the illnesses they then give themselves are not the patient's.
 */
export const COMPANIONS: readonly string[] = [
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'husband',
  'wife',
  'partner',
  'carer',
  'son',
  'daughter',
  'sister',
  'brother',
  'friend',
  'nan',
  'grandma',
  'grandad',
];

/** Leads before a companion word that introduce them ("this is my mum", "is this your husband"). */
export const COMPANION_LEADS: readonly string[] = [
  'this is my',
  'is this my',
  'is this your',
  'is this',
  'this is',
  // The clinician's guess at the door ("and you're Mum?") and the companion's own word ("I'm his wife").
  "you're",
  'you must be',
  "i'm his",
  "i'm her",
];

/** People a "she" / "her" or "he" / "his" said just before may stand for: then the pronoun is no patient. */
export const SEXED_PEOPLE: readonly string[] = [
  'she',
  "she's",
  'her',
  'he',
  "he's",
  'his',
  'him',
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'sister',
  'brother',
  'wife',
  'husband',
  'daughter',
  'son',
  'aunt',
  'uncle',
  'nan',
  'grandma',
  'grandad',
  'girlfriend',
  'boyfriend',
];

/** "her dad", "his lips": a possessive that names the patient's relative or body, said by someone else. */
export const THIRD_PERSON_OWNERS: readonly string[] = ['her', 'his'];

/**
 * Words a speaker sets themselves apart with from the one the visit is about ("I've got eczema myself", "and me, I've
 * had kidney stones", "but that's me", "I'm no better"). Said by a speaker who is already plainly not the patient,
 * they mark what follows as the speaker's own.
 */
export const SELF_CONTRASTS: readonly string[] = [
  'myself',
  'my own',
  'and me',
  "that's me",
  'me too',
  'too',
  'as well',
  'no better',
  "mine's",
];
