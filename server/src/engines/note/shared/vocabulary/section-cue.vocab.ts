/**
 * Cue phrases clinicians use to move a visit along and to label what they say. Matched on whole words of a
 * sentence (lower case, the transcript's own spacing of contractions is folded first).
 */

// The cue lists live in one file per kind; these re-exports keep every name importable from here.
export { EXAM_START_CUES, RESULTS_CUES, RESULT_VERBS } from './exam-result-cue.vocab';
export { IMPRESSION_CUES, LATE_PLAN_CUES, PLAN_START_CUES, PROBLEM_LEAD_INS } from './plan-start-cue.vocab';
export { PLAN_KIND_CUES, RECOMMENDED_COURSE_CUES, RETURN_PRECAUTION_CUES } from './plan-kind-cue.vocab';
export { SPECIALTIES } from './referral-specialty.vocab';
export { DEVICE_COMMAND_CUES, SMALL_TALK_CUES } from './off-record-cue.vocab';
