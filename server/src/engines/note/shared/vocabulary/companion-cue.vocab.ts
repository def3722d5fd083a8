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

/** Companion words for a child a parent names ("it's my son, Alfie"): the one the visit is about, asked by name. */
export const CHILD_COMPANIONS: readonly string[] = ['son', 'daughter'];

/** Leads before a companion word that introduce them ("this is my mum", "is this your husband"). */
export const COMPANION_LEADS: readonly string[] = [
  'this is my',
  'is this my',
  'is this your',
  'is this',
  'this is',
  // "This is the wife": the British "the" for one's own spouse.
  'this is the',
  'is this the',
  // The clinician's guess at the door ("and you're Mum?") and the companion's own word ("I'm his wife").
  "you're",
  'you must be',
  "i'm his",
  "i'm her",
  // The patient saying whom they came with ("I've brought my daughter").
  "i've brought my",
  'i have brought my',
  'i brought my',
];

/**
 * A clinician's words asking who has come in ("who's this with you?", "and this is…?"): a name given in answer, or
 * in the same breath, is someone in the room. A relative named anywhere else ("my wife Jean made me come") may be
 * at home.
 */
export const WHO_CAME_CUES: readonly string[] = [
  'with you',
  'this is',
  "who's this",
  'who is this',
  "who've you got",
  'who have you got',
  "you've brought",
  'you have brought',
];

/** Words before a name that say the speaker is giving their own ("I'm Maureen"), not speaking of someone else. */
export const SELF_NAMING: readonly string[] = ["i'm", 'am', "it's"];

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

/** Words that speak of someone as he/she ("has he had chest pain?"): a question with them asks of another. */
export const THIRD_PERSON_OWNERS_AND_SUBJECTS: readonly string[] = [
  'he',
  "he's",
  'him',
  'his',
  'she',
  "she's",
  'her',
  'hers',
];

/** "her dad", "his lips": a possessive that names the patient's relative or body, said by someone else. */
export const THIRD_PERSON_OWNERS: readonly string[] = ['her', 'his'];

/**
 * Words a speaker sets themselves apart with from the one the visit is about ("I've got eczema myself", "and me, I've
 * had kidney stones", "but that's me", "I'm no better"). Said by a speaker who is already plainly not the patient,
 * they mark what follows as the speaker's own. Not "too", "as well" or "me too": the patient adds their own
 * complaints with them ("and my ankles have been swollen too").
 */
export const SELF_CONTRASTS: readonly string[] = [
  'myself',
  'my own',
  'and me',
  "that's me",
  'no better',
  "mine's",
  // "I'm the one on all the tablets", "penicillin's me, not her".
  "i'm the one",
  'me not her',
  'me not him',
];

/**
 * Frames that set a speaker apart with a word or two between ("I'm the allergic one", "I'm the diabetic one"): the
 * opening words, then the closing word within SELF_CONTRAST_FRAME_GAP words.
 */
export const SELF_CONTRAST_FRAMES: ReadonlyArray<readonly [string, string]> = [["i'm the", 'one']];

/** How many words may stand inside a SELF_CONTRAST_FRAMES frame. */
export const SELF_CONTRAST_FRAME_GAP = 2;

/** Words that give a medicine to someone ("the cream on her", "I fetch it for him"): then it is not the speaker's. */
export const GIVEN_TO_WORDS: readonly string[] = ['to', 'for', 'on', 'into'];
