/**
 * Words for reading questions and their bare "no" run together in unpunctuated speech (glued-list-denial.ts,
 * answer-run.ts). Data only.
 */

/**
 * Words that may open a new alternative after "or" before the finding it names ("has his face swollen | or he's come
 * out in | hives | or been | wheezy"): a question lists its alternatives each with its own verb.
 */
export const ALTERNATIVE_LEAD_WORDS = 4;

/**
 * Words that never stand in such a lead: a polarity or a clause of the speaker's own ("… or i get hives no") says
 * something rather than offering an alternative.
 */
export const ALTERNATIVE_LEAD_BREAKS: readonly string[] = [
  'no',
  'not',
  'never',
  'yes',
  'yeah',
  'but',
  'because',
  'so',
  'if',
  'i',
  "i'm",
  "i've",
  "i'd",
  'my',
  'me',
];

/**
 * How many words a bare question may add after its finding before its "no" ("night sweats | soaking the sheets |
 * no"): a run of questions each answered "no" ("coughing up blood no fevers no … no").
 */
export const ANSWER_RUN_EXTRA_WORDS = 3;

/** Words that end such a run's questions other than its findings: the speaker saying something of their own. */
export const ANSWER_RUN_BREAKS: readonly string[] = [...ALTERNATIVE_LEAD_BREAKS, 'and', 'had', 'have', 'has', 'got'];
