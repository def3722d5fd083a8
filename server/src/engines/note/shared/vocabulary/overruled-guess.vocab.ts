/**
 * How a patient or companion tells what they took the illness for ("I thought it was indigestion", "we thought he
 * was having a stroke"), as a regular-expression source: the words after it name the guess.
 */
export const GUESS_LEADS: readonly string[] = [
  String.raw`\b(?:i|we|he|she|they) (?:just |really |honestly )?(?:thought|assumed|figured|reckoned|was sure|were sure) (?:that )?(?:it was|it's|it is|it might be|it might have been|(?:he|she|i|they|we) (?:was|were|had|might have|might be) (?:having|getting|got)?)`,
];

/**
 * How the clinician excludes a named condition ("I don't think this is indigestion", "it isn't a stroke", "that's
 * not a seizure"), as a regular-expression source: the words after it name what is excluded.
 */
export const EXCLUSION_LEADS: readonly string[] = [
  String.raw`\b(?:don't|do not|didn't|did not) think (?:this|it|that)(?: is| was|'s) (?:really |actually )?`,
  String.raw`\b(?:this|it|that) (?:isn't|is not|wasn't|was not) (?:really |actually |just )?`,
  String.raw`\b(?:it's|that's|this is|it is|that is) not (?:really |actually |just )?`,
];

/** Words that carry no name: skipped when the guess and the exclusion are compared ("a", "my", "some"). */
export const GUESS_FILLER_WORDS: readonly string[] = [
  'a',
  'an',
  'the',
  'some',
  'my',
  'his',
  'her',
  'your',
  'just',
  'bit',
  'of',
];
