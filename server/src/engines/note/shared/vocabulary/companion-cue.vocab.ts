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
export const COMPANION_LEADS: readonly string[] = ['this is my', 'is this my', 'is this your', 'is this', 'this is'];

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
