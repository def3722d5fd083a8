import { ACQUAINTANCES, HOUSEHOLD_PEOPLE, WORK_PEOPLE } from './non-patient-person.vocab';

// Experiencer triggers: relatives and other people whose findings are not the patient's, and reporting verbs.

/** Give what comes after them to someone else ("my mother had", "people at work"). */
export const FAMILY_FORWARD_PHRASES: readonly string[] = [
  'mother',
  'father',
  'mom',
  'mum',
  'dad',
  'brother',
  'sister',
  'brothers',
  'sisters',
  'sibling',
  'siblings',
  'son',
  'daughter',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'aunt',
  'uncle',
  'cousin',
  'family history',
  'family member',
  'family members',
  'parents',
  'husband',
  'wife',
  'friend',
  'kids',
  'children',
  'coworker',
  'boyfriend',
  'girlfriend',
  'partner',
  'mother-in-law',
  'father-in-law',
  'nephew',
  'niece',
  // Asking who else has it ("who in your family has had skin cancer").
  'who in your family',
  'who in the family',
  'anyone in your family',
  'anyone in the family',
  'anybody in your family',
  'anybody in the family',
  'someone in your family',
  'somebody in your family',
  'anyone else in your family',
  'anybody else in your family',
  'anyone else in the family',
  // People the patient meets, whose illness is an exposure at most ("the people I work with all have covid").
  ...WORK_PEOPLE,
  ...ACQUAINTANCES,
  // The household together ("everyone at home has a cold"), as a single relative would be.
  ...HOUSEHOLD_PEOPLE,
];

/** Give what comes before them to the family ("diabetes runs in the family"). */
export const FAMILY_BACKWARD_PHRASES: readonly string[] = [
  'runs in the family',
  'runs in my family',
  'runs in your family',
  'runs in his family',
  'runs in her family',
  'run in the family',
  'run in my family',
  'run in your family',
  'runs in families',
  'in the family',
  'in my family',
  'in your family',
];

/** Said right after a relative, these make them the one who tells or notices ("my wife noticed a rash on my back"). */
export const REPORTING_VERBS: readonly string[] = [
  'noticed',
  'notices',
  'says',
  'said',
  'thinks',
  'thought',
  'told',
  'tells',
  'mentioned',
  'saw',
  'sees',
  'pointed',
  'complains',
  'complained',
  'worries',
  'heard',
  'agrees',
  'agreed',
  'reckons',
];

/**
 * Said right before "me", these measure someone else against the speaker ("he's forty, same as me", "she's older
 * than me", "a lad like me"): the speaker is no subject there, so the other person's scope and lead run on.
 */
export const COMPARING_WORDS: readonly string[] = ['as', 'like', 'than'];

/**
 * Words that, just before an illness the clinician names, make it the patient's ("your asthma", "you've had a
 * stroke", "this is temporal arteritis", "treat it as gout", "sounds like carpal tunnel"): without one, an illness the patient told only as
 * someone else's stays theirs or general talk ("in a stroke the forehead is spared").
 */
export const PATIENT_TIE_WORDS: readonly string[] = [
  ...['you', 'your', "you've", "you're", 'yours', 'yourself'],
  ...['this', "this's", "it's", "that's", 'is', 'as', 'for', 'diagnosis', 'diagnosed'],
  // "That does sound like carpal tunnel", "consistent with gout", "probably asthma": the clinician's impression.
  ...['like', 'with', 'likely', 'probably', 'suggests', 'suggest', 'suggesting'],
];
