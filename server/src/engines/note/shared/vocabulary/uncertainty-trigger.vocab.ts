// Uncertainty triggers: possibilities, suspicions, fears and what a test looks for.

/** Who a relative or carer feared for ("we thought she had …"), besides the speaker's own "i". */
const FEARED_SUBJECTS: readonly string[] = ['he', 'she', 'they', 'we', 'you'];
/** How the fear goes on before the feared condition ("thought he was having", "were worried she had"). */
const FEAR_LEADS: readonly string[] = ['thought', 'worried', 'scared', 'afraid', 'feared'];
const FEARED_VERBS: readonly string[] = ['was having', 'were having', 'had', 'might have', 'was getting'];

/** "thought he was having", "worried she had", "scared they might have": every lead, subject and verb joined. */
const FEARED_OF_SOMEONE: readonly string[] = FEAR_LEADS.flatMap((lead) =>
  FEARED_SUBJECTS.flatMap((subject) => FEARED_VERBS.map((verb) => `${lead} ${subject} ${verb}`)),
);

/** Make what comes after them uncertain ("possible", "rule out", "to see if"). */
export const UNCERTAIN_FORWARD_PHRASES: readonly string[] = [
  // Alternatives offered, not a diagnosis ("so, either a psychiatric disease, or schizophrenia, bipolar").
  'either',
  'possible',
  'possibly',
  'probable',
  'probably',
  'likely',
  'most likely',
  'more likely',
  'maybe',
  'might',
  'may be',
  'suspect',
  'suspecting',
  'suspected',
  'suspicious for',
  'concern for',
  'concerned about',
  'concerned for',
  'worried about',
  'rule out',
  'r/o',
  'question of',
  'could be',
  // "could be related to X": longer than the terminator "related to", so X stays uncertain.
  'could be related to',
  'may be related to',
  'might be related to',
  'could be due to',
  'may be due to',
  'might be due to',
  'could be secondary to',
  'could be from',
  'possibly due to',
  'probably due to',
  'likely due to',
  'possibly from',
  'possibly secondary to',
  'consider',
  'considering',
  'differential',
  'versus',
  'vs',
  'not sure if',
  'wonder if',
  // A fear, not a diagnosis ("I thought I was having a heart attack").
  'thought i was having',
  'thought i had',
  'thought it was',
  'afraid i was having',
  'scared i was having',
  // A worry voiced by patient or carer ("we were worried it was a clot") is no diagnosis either.
  'worried it was',
  'worried it is',
  "worried it's",
  'worried it might',
  'worried it could',
  'worried that it',
  'worried i had',
  'scared it was',
  'afraid it was',
  // The same fear voiced by a relative or carer about the patient ("I thought he was having a stroke").
  ...FEARED_OF_SOMEONE,
  'questionable',
  'cannot exclude',
  'can not rule out',
  'can not exclude',
  'evaluate for',
  'evaluation for',
  'to see if',
  'check for',
  'make sure',
  'looking for',
  'screen for',
  'screening for',
  'test for',
  // "McMurray's test is negative, just checking for a meniscus tear": what a test looks for is not found.
  'checking for',
  'checking to see if',
  'to look for',
  'testing for',
];

/** Make what comes before them uncertain ("pneumonia is unlikely"). */
export const UNCERTAIN_BACKWARD_PHRASES: readonly string[] = [
  'is possible',
  'is unlikely',
  'unlikely',
  'is a possibility',
  'or not',
];

/** Hedges on one item of a list ("heart disease, possible multiple sclerosis"): part of the item, not a new clause. */
export const LIST_ITEM_HEDGES: readonly string[] = ['possible', 'possibly', 'probable', 'probably', 'suspected'];
