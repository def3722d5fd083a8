/**
 * Below this age (in years, said by the clinician) a child is taken to be spoken for by the parent who brought
 * them; an older child or teenager answers for themselves, and their "I have headaches" is their own.
 */
export const PROXY_CHILD_AGE_LIMIT = 12;

/** Words with which a speaker gives their own name ("yes, Chantelle", "I'm Nate"): that name is not the child's. */
export const SELF_NAMING_WORDS: readonly string[] = ['yes', 'yeah', 'yep', "i'm", 'i', 'me', 'myself'];

/** Words that put a medicine on the speaker ("started me on", "I'm on"), unlike "I gave" which gives it to the child. */
export const SELF_TAKING_WORDS: readonly string[] = ['me', "i'm", 'myself'];

/** Who a speaker says they are to the child ("I'm his mum"): a patient side that says so is the carer. */
export const CARER_ROLES: readonly string[] = [
  'mum',
  'mom',
  'mummy',
  'mommy',
  'mother',
  'dad',
  'daddy',
  'father',
  'carer',
  'guardian',
  'stepmum',
  'stepmom',
  'stepdad',
  'nan',
  'nana',
  'granny',
  'grandma',
  'grandmother',
  'grandad',
  'grandpa',
  'grandfather',
];

/** Leads before a carer role that name the speaker ("I'm his mum"), not someone they speak of. */
export const CARER_SELF_LEADS: readonly string[] = [
  "i'm his",
  "i'm her",
  'i am his',
  'i am her',
  "we're his",
  "we're her",
];

/** The patient side bringing in their own young child ("this is my son"); with a child's age the visit is the child's. */
export const CHILD_INTRODUCTIONS: readonly string[] = [
  'this is my son',
  'this is my daughter',
  'this is my boy',
  'this is my girl',
  'this is my little boy',
  'this is my little girl',
  'this is our son',
  'this is our daughter',
  "i've brought my son",
  "i've brought my daughter",
  'i brought my son',
  'i brought my daughter',
];

/** What a clinician calls a child when turning to them without a name ("and how are you, young man?"). */
export const CHILD_VOCATIVES: readonly string[] = [
  'young man',
  'young lady',
  'little man',
  'little lady',
  'little one',
  'sweetheart',
  'sweetie',
  'buddy',
  'kiddo',
  'champ',
  'poppet',
  'big boy',
  'big girl',
];

/** A clinician's word turning to the carer about themselves ("and how are you yourself?"). */
export const CARER_ADDRESS_WORDS: readonly string[] = ['yourself'];

/**
 * Words of a child's own complaint of the body now ("my tummy hurts", "I've got a sore throat"): said in the first
 * person in a young child's visit, with nothing that sets the speaker apart from the child, they are the child's.
 */
export const CHILD_COMPLAINT_WORDS: readonly string[] = [
  'hurts',
  'hurt',
  'hurting',
  'sore',
  'ache',
  'aches',
  'aching',
  'achy',
  'itchy',
  'itches',
  'itching',
  'poorly',
  'tummy',
];

/** Words that set a first-person speaker apart from the child ("me too", "when I was pregnant", "I had …"). */
export const CARER_APART_WORDS: readonly string[] = [
  'too',
  'also',
  'myself',
  'pregnant',
  'pregnancy',
  'birth',
  'labour',
  'labor',
  'breastfeeding',
  'feeding',
  'had',
  'was',
  'were',
  'used',
];

/**
 * Words before "him" / "her" that make the child only the occasion of the carer's own illness ("after him",
 * "pregnant with her", "since having him"): such a sentence still speaks of the carer alone.
 */
export const CARER_OCCASION_WORDS: readonly string[] = [
  'after',
  'with',
  'having',
  'had',
  'before',
  'since',
  'carrying',
  'feeding',
  'delivering',
  'expecting',
];

/** Conditions only a mother has (after a birth, in pregnancy, from breastfeeding): never a young child's own. */
export const MATERNAL_ONLY_CONCEPTS: readonly string[] = [
  'postpartum-depression',
  'gestational-diabetes',
  'lactational-mastitis',
];

/** Words a question may end on that the name reading can take for a name ("and who's this?"): never the child's. */
export const NOT_CHILD_NAMES: readonly string[] = ['this', 'that', 'these', 'those', 'here', 'there', 'then', 'today'];
