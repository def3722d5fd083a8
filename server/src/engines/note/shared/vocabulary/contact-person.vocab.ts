/**
 * People outside the family the patient tells of: friends, teammates, colleagues, housemates, classmates,
 * neighbours, a partner's relatives, the source patient of a needle-stick. What such a person has is theirs: no
 * finding of the patient's, no code, and no family history either (social history names them, if anything).
 * Used by the contact-story reader to tell which sentences are about them.
 */

/** Non-kin people named by what they are to the patient ("my golfing buddy", "a colleague", "our neighbour"). */
export const CONTACT_NOUNS: readonly string[] = [
  ...['friend', 'friends', 'buddy', 'buddies', 'mate', 'mates', 'pal', 'pals'],
  ...['teammate', 'teammates', 'colleague', 'colleagues', 'coworker', 'coworkers', 'co-worker', 'co-workers'],
  ...['workmate', 'workmates', 'housemate', 'housemates', 'flatmate', 'flatmates', 'roommate', 'roommates'],
  ...['classmate', 'classmates', 'neighbour', 'neighbours', 'neighbor', 'neighbors', 'boss', 'manager'],
];

/** Words that own a contact noun ("my mate", "a friend", "one colleague"); "mate" alone may address the patient. */
export const CONTACT_OWNERS: readonly string[] = ['my', 'a', 'his', 'her', 'our', 'their', 'your', 'one', 'another'];

/** How many words may stand between the owner and the contact noun ("my old school friend", "my golfing buddy"). */
export const CONTACT_MODIFIER_REACH = 2;

/** People named by what they are, placed by a group the patient belongs to ("a girl on my team", "a lad at work"). */
export const GROUP_PERSON_NOUNS: readonly string[] = [
  ...['girl', 'boy', 'guy', 'woman', 'man', 'lady', 'lad', 'bloke', 'kid', 'child', 'chap', 'fella'],
  ...['someone', 'somebody', 'girls', 'boys', 'guys', 'kids', 'children', 'people', 'lads'],
];
export const GROUP_PLACE_WORDS: readonly string[] = ['on', 'in', 'at', 'from'];
/** The groups themselves: "in his class", "on my soccer team", "at our office". */
export const GROUP_NOUNS: readonly string[] = [
  ...['team', 'class', 'school', 'work', 'office', 'year', 'course', 'club', 'ward', 'unit', 'street', 'road'],
  ...['building', 'group', 'choir', 'gym', 'church', 'nursery', 'department', 'squad', 'league', 'crew', 'shift'],
];

/** "One of the other TAs", "one of the lads": one of a group that is not the family. */
export const ONE_OF_GROUP_LEADS: readonly string[] = [
  ...['one of the other', 'some of the other', 'one of my other', 'one of the', 'one of my', 'some of my'],
];

/**
 * "I live with four girls": a household or group the patient names, whose members a later "one of them" or
 * "she" stands for.
 */
export const GROUP_INTRO_PHRASES: readonly string[] = ['i live with', 'i share with', 'i work with', 'we live with'];

/**
 * People whose relatives are no kin of the patient: "my partner's sister", "my friend's dad". A name said
 * before them ("Sam's sister") is read the same way unless it is itself a relative word.
 */
export const NON_KIN_OWNERS: readonly string[] = [
  ...['partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'fiance', 'fiancee'],
  ...CONTACT_NOUNS.filter((noun) => !noun.endsWith('s')),
];

/**
 * "Did they screen the patient?" "Yes, he was positive for hepatitis C.": another patient, as the patient or a
 * question to them names them (the clinician dictating speaks of this patient in the third person instead).
 */
export const OTHER_PATIENT_PHRASES: readonly string[] = [
  ...['a patient', 'the patient', 'that patient', 'this patient', 'source patient', 'screen patient'],
];

/** Third-person words that carry the contact into the next sentence ("he had a brain bleed", "one of them's got"). */
export const CONTACT_PRONOUNS: readonly string[] = [
  ...['he', 'she', 'they', "he's", "she's", "they're", "they've", "he'd", "she'd", 'them', "them's"],
];

/** The speaker back in their own story: a sentence with these before any contact pronoun is theirs again. */
export const SELF_WORDS: readonly string[] = ['i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'myself', 'we', "we're"];

/** "A girl in his class had it": the illness named before the contact, taken up again by "it". */
export const TAKE_UP_VERBS: readonly string[] = ['had', 'has', 'got', 'caught', 'gets', 'having'];

/** Words that tell of a contact's health ("he had a brain bleed", "she ended up in hospital", "he was on one"). */
export const CONTACT_HEALTH_WORDS: readonly string[] = [
  ...['had', 'has', 'got', 'gets', 'caught', 'died', 'diagnosed', 'suffers', 'suffered', 'developed', 'hospital'],
  ...['positive', 'housebound', 'bed', 'surgery', 'operation'],
];
