/**
 * Rules for safety-netting said condition first ("if you get a fever … call us"), for the sentence splitter. Data
 * only; the check is in conditional-seam.ts.
 */

/**
 * What a clinician says after a condition to tell the patient what to do or what it means: where to turn
 * ("call us", "get seen"), what to stop, or what the condition would mean ("that can mean it's too much").
 */
export const CONSEQUENCE_STARTS: readonly string[] = [
  'call',
  'ring',
  'phone',
  'dial',
  'contact',
  'seek',
  'attend',
  'come back',
  'come in',
  'come and see',
  'come straight',
  'go to',
  'go straight',
  // A parent told where to take the child ("if he gets a fever … bring him to the ER").
  'bring him',
  'bring her',
  'bring them',
  'take him to',
  'take her to',
  'take them to',
  'go back',
  'book in',
  'book an',
  'be seen',
  'get seen',
  'get checked',
  'get help',
  'get medical',
  'stop the',
  'stop taking',
  'stop using',
  'stop it',
  'let me know',
  'let us know',
  'tell me',
  'tell us',
  'that can mean',
  'that could mean',
  'that may mean',
  'that might mean',
  'that means',
  'that would mean',
  'that needs',
  'that would need',
  'you need to',
  'you must',
  'i want you to',
];

/**
 * Words that open a condition as a clause with its own subject ("if you …", "if your vision …", "if an eye …").
 * "if needed", "if so", "if possible" qualify what was said before them and open nothing.
 */
export const CONDITION_SUBJECTS: readonly string[] = [
  'you',
  "you're",
  "you've",
  'your',
  'he',
  "he's",
  'his',
  'she',
  "she's",
  'her',
  'it',
  "it's",
  'they',
  "they're",
  'their',
  'the',
  'an',
  'a',
  'any',
  'anything',
  'there',
  "there's",
  'things',
  'this',
];

/**
 * Joining words a condition may open with ("… at night | and if it gets worse …"). Not "or": "… or if the eyelids
 * swell" goes on with a list of conditions.
 */
export const CONDITION_JOINS: readonly string[] = ['and', 'but', 'so', 'now'];

/** Pronouns that may end the clause before such a joining word ("… going to love this | now if you …"). */
export const CLAUSE_END_PRONOUNS: readonly string[] = ['this', 'these', 'those', 'that'];

/** How many words after the "if" its consequence may start for the condition to open a new sentence. */
export const CONSEQUENCE_REACH = 25;

/** The most words a consequence start above has ("come and see"). */
export const CONSEQUENCE_WORDS = Math.max(...CONSEQUENCE_STARTS.map((phrase) => phrase.split(' ').length));

/**
 * How the clinician's own answer to a condition opens ("if you're still limited in three months, | i'll send you
 * …"): a subject with what it will do, the main clause of the condition it follows.
 */
export const MAIN_CLAUSE_OPENINGS: readonly string[] = [
  "i'll",
  "we'll",
  "i'd",
  "we'd",
  'i will',
  'we will',
  'i would',
  'we would',
  'i can',
  'we can',
];
