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
  // "a little boy in her room had it": a nursery or school room, a shared room on a ward.
  ...['room', 'classroom'],
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

/** Of these, the ones a clinician uses for the patient in front of them, asking or not ("has the patient had …?"). */
export const CLINICIAN_PATIENT_PHRASES: readonly string[] = ['the patient', 'this patient'];
/**
 * Words opening a question just before "the patient" ("has the patient had fevers"): speech drops the question mark
 * and may give the question to the patient, but it still asks of this patient.
 */
export const QUESTION_LEADS: readonly string[] = [
  ...['has', 'have', 'is', 'was', 'does', 'did', 'can', 'could', 'will', 'would', 'should'],
];

/**
 * Words naming the one spoken to: a clinician's sentence names a contact of the patient's only with one of these
 * before the contact ("your colleague had it?"); "I asked a colleague" is the clinician's own, with no illness story.
 */
export const ADDRESSEE_WORDS: readonly string[] = ['you', 'your', "you've", "you're", "you'd", 'yours'];

/**
 * "A boy in his class", "a girl on her team": a place owned by a third person the clinician speaks of (the patient,
 * to a parent) is the patient's side, never the clinician's own circle.
 */
export const THIRD_PERSON_OWNERS: readonly string[] = ['his', 'her', 'their'];

/**
 * Said right after a contact, these make them the one who tells, fears or notices, not the one who has it ("my
 * friend thinks the lump has got bigger", "a colleague noticed my rash"): the finding stays the patient's.
 */
export const CONTACT_OPINION_VERBS: readonly string[] = [
  ...['says', 'said', 'thinks', 'thought', 'reckons', 'reckoned', 'told', 'tells', 'noticed', 'notices', 'saw'],
  ...['sees', 'worries', 'worried', 'wants', 'wanted', 'mentioned', 'suggested', 'insisted', 'pointed', 'agrees'],
  ...['agreed', 'believes', 'feels', 'felt', 'asked', 'asks', 'scared', 'afraid', 'keeps'],
];

/** How many words after the contact (a name, a comma) an opinion verb may come ("my mate, jo, reckons …"). */
export const CONTACT_OPINION_REACH = 3;

/**
 * Verbs the speaker goes on with after "and"/"but" with no new subject ("I work with kids and have had a cough",
 * "I live with two lads but feel fine"): when the contact is only the object of the speaker's own clause, the
 * speaker is the subject again from here.
 */
export const SPEAKER_GO_ON_VERBS: readonly string[] = [
  ...['have', 'had', 'am', 'was', 'been', 'got', 'get', 'feel', 'felt', 'keep', 'started', 'noticed', 'need'],
];
/**
 * Words just before a contact's owner that make the contact the object of the speaker's clause ("I discussed it
 * with a colleague", "I spoke to my mate"): a later "he" / "she" is not them telling of their illness.
 */
export const CONTACT_OBJECT_LEADS: readonly string[] = [
  ...['with', 'to', 'asked', 'told', 'saw', 'met', 'visited', 'called', 'rang', 'phoned', 'texted', 'emailed'],
];
/** The speaker as the subject of such a clause ("I", "we"). */
export const SPEAKER_SUBJECT_WORDS: readonly string[] = ['i', "i'm", "i've", "i'd", "i'll", 'we', "we're", "we've"];

/** The words that join such a verb to the speaker's clause. */
export const SPEAKER_GO_ON_JOINERS: readonly string[] = ['and', 'but', 'so'];

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
