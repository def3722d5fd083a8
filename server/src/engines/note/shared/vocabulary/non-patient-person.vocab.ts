import { FRIEND_PHRASES, OWNED_FRIEND_NOUNS } from './friend-word.vocab';

// People who are not the patient: people in general, and people who are no blood relatives.

/** Talk of people in general, not this patient: what they have is nobody's finding here (writers skip it too). */
export const PEOPLE_IN_GENERAL: readonly string[] = [
  'people who',
  'people with',
  'people would',
  'some people',
  'most people',
  'many people',
  'a lot of people',
  'other people',
  'patients who',
  'patients with',
  'they would have',
  'they would get',
  "they'd have",
  "they'd get",
];

/** People the patient works with, whose illness is an exposure at most ("the people I work with all have covid"). */
export const WORK_PEOPLE: readonly string[] = [
  'people i work with',
  'everyone i work with',
  'everybody i work with',
  'someone i work with',
  'somebody i work with',
  'guys i work with',
  'people at work',
  'everyone at work',
  'everybody at work',
  'someone at work',
  'somebody at work',
];

/**
 * The people the patient lives with, taken together ("everyone at home is sick"): an experiencer trigger like a
 * single relative, and no kin to code, since a household cold is an exposure, not family history.
 */
export const HOUSEHOLD_PEOPLE: readonly string[] = [
  'everyone at home',
  'everybody at home',
  'everyone else at home',
  'everybody else at home',
  'everyone in the house',
  'everybody in the house',
  'everyone in my house',
  'everybody in my house',
  'everyone in our house',
  'everyone else in the house',
  'the rest of the family',
  'rest of my family',
  'rest of the household',
];

/** People the patient lives, works or studies beside; an experiencer trigger and no kin. */
export const ACQUAINTANCES: readonly string[] = [
  'coworkers',
  'co-worker',
  'co-workers',
  'colleague',
  'colleagues',
  'roommate',
  'roommates',
  'neighbor',
  'neighbour',
  'classmate',
  'classmates',
  ...FRIEND_PHRASES,
];

/**
 * People who are no blood relatives: their illness is no family history (no Z80–Z84 code), at most an exposure.
 * Matched against the family trigger or the relative word that decided a finding is someone else's.
 */
export const NON_KIN_PEOPLE: readonly string[] = [
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'friend',
  'coworker',
  ...ACQUAINTANCES,
  'mother-in-law',
  'father-in-law',
  ...WORK_PEOPLE,
  ...HOUSEHOLD_PEOPLE,
  // "My mate … He has …": the friend a pronoun stands for is named by the bare noun.
  ...OWNED_FRIEND_NOUNS,
];
