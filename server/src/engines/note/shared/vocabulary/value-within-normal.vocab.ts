/**
 * Findings that are a test value said to be raised or abnormal. Said in the same breath as "still in the normal
 * range", the value moved but is not raised: "your LDL went up a little but it is still in the normal range" is no
 * raised LDL (E78.00), and writing it as one reversed what the clinician said.
 */
export const RAISED_VALUE_CONCEPTS: readonly string[] = [
  'raised-ldl-cholesterol',
  'abnormal-liver-function-tests',
  'abnormal-liver-enzymes',
];

/**
 * Words that put a value inside its normal range. Each says "in" or "within" itself: a bare "normal range" or
 * "upper limit of normal" is also said of a value above it ("three times the upper limit of normal").
 */
export const WITHIN_NORMAL_PHRASES: readonly string[] = [
  'in the normal range',
  'in normal range',
  'in the range of normal',
  'within normal',
  'within the normal',
  'within range',
  'within the range',
  'in range',
  'still normal',
  'top end of normal',
  'top of normal',
  'high end of normal',
  'upper end of normal',
  'high normal',
];

/** Words just before such a phrase that put the value outside it ("not in the normal range", "no longer within"). */
export const OUT_OF_RANGE_LEADS: readonly string[] = [
  'not',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  'no',
  'longer',
  'never',
  'outside',
  'above',
  'beyond',
  'over',
];
