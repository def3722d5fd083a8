/**
 * The verb of ruling a condition out, in every form ("rule out", "ruled out", "ruling out"), as folded words. A
 * name right after it is the thing being ruled out, not something the patient has.
 */
export const RULE_OUT_VERBS: readonly string[] = ['rule', 'rules', 'ruled', 'ruling'];

/**
 * Ways of saying a condition is still to be ruled out, or cannot be, as lower-case words matched exactly (so "rule"
 * is not "ruled"): "we need a blood test to rule out gout", "I cannot rule out gout". The condition after them is
 * still in question, not ruled out, though "rule out" reads as a negation trigger.
 */
export const PENDING_RULE_OUT_PHRASES: readonly string[] = [
  'to rule out',
  "can't rule out",
  'cant rule out',
  'cannot rule out',
  'can not rule out',
  "couldn't rule out",
  'could not rule out',
  'will rule out',
  "we'll rule out",
  "let's rule out",
  'not ruled out',
  "haven't ruled out",
  "hasn't ruled out",
  'not been ruled out',
  'not yet ruled out',
  'not rule out',
  "n't rule out",
  "n't ruled out",
];

/**
 * A question asking whether the illness is a named condition ("so is it Parkinson's?", "could this be gout?"), as
 * folded words. Answered "no", the condition is ruled out, whoever asked: the answer is the clinician's verdict.
 */
export const DIAGNOSIS_QUESTION_LEADS: readonly string[] = [
  'is it',
  'is this',
  'is that',
  'could it be',
  'could this be',
  'might it be',
  'can it be',
];

/**
 * The only words that may stand between a diagnosis question's lead and the condition: an indefinite article asks
 * what the illness is ("is it a stroke?"); "the" or "your" asks whether a known condition is the cause ("is it the
 * asthma?"), and a "no" to that leaves the asthma the patient's.
 */
export const DIAGNOSIS_QUESTION_GAP_WORDS: readonly string[] = ['a', 'an'];
