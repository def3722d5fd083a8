/**
 * Cues for the clinician's own first-person acts of judgement and plan in an unlabelled transcript ("i believe she
 * has pertussis", "i will have to run some more tests"). Data only.
 */

/** Openers of a judgement; with a listener's or another's condition after them they give the clinician's opinion. */
export const JUDGEMENT_OPENERS: readonly string[] = [
  'i believe',
  'i think',
  "i'm pretty sure",
  'i am pretty sure',
  "i'm fairly sure",
  'i am fairly sure',
];

/** Whose condition a judgement names: the one spoken to or someone else, never the speaker ("i think i have …"). */
export const JUDGED_SUBJECTS: readonly string[] = [
  'you',
  "you've",
  "you're",
  'your',
  'he',
  "he's",
  'she',
  "she's",
  'they',
  "they're",
  'his',
  'her',
  'their',
];

/** "whom i believe has pertussis", cut before its subject: the verb said straight after the opener. */
export const SUBJECTLESS_VERBS: readonly string[] = ['has'];

/** Care judged right for someone ("i believe he would benefit from an arthrodesis"). */
export const BENEFIT_CUES: readonly string[] = [
  'would benefit from',
  'will benefit from',
  'could benefit from',
  'might benefit from',
  'may benefit from',
];

/** Words that make a judgement a recollection of history ("i think she had measles as a child"), not an opinion. */
export const JUDGEMENT_RECALL_WORDS: readonly string[] = [
  'had',
  'was',
  'were',
  'used',
  'ago',
  'childhood',
  'previously',
  'before',
];

/** Openers of a duty the speaker takes on ("i will have to …"); a plan only with a workup verb and object after. */
export const DUTY_OPENERS: readonly string[] = [
  'i will have to',
  "i'll have to",
  'i will need to',
  "i'll need to",
  "i'm going to have to",
  "i'm gon na have to",
  'i am going to have to',
  'i would have to',
  "i'd have to",
  'i need to',
];

/** Verbs of arranging a workup for someone else ("run some more tests"); "do", "get", "take" a patient says too. */
export const WORKUP_VERBS: readonly string[] = ['run', 'order', 'request', 'send off', 'send', 'arrange', 'refer'];

/** Workups no test vocabulary names as such ("some more tests", "further bloodwork"). */
export const WORKUP_NOUNS: readonly string[] = [
  'test',
  'tests',
  'bloodwork',
  'blood work',
  'labs',
  'imaging',
  'workup',
  'work-up',
  'scan',
  'scans',
];
