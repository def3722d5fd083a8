// Thanks that close a turn ("thank you, doc"): said by whoever was helped, never part of the clinician's plan.

/** Closing thanks; each may be followed by one of the addresses below ("thank you so much, doctor"). */
export const CLOSING_THANKS: readonly string[] = [
  'thank you',
  'thanks',
  'thank you so much',
  'thank you very much',
  'thanks so much',
  'thanks very much',
  'thanks a lot',
  'thank you kindly',
  'many thanks',
  'i appreciate it',
  'i really appreciate it',
];

/**
 * Words the thanks are said to ("thank you, doc"): with one of these the thanks close the turn wherever they fall,
 * so unpunctuated speech starts a new sentence after them.
 */
export const THANKS_ADDRESSES: readonly string[] = ['doc', 'doctor', 'nurse', 'sir', 'madam', "ma'am", 'everyone'];

/** Titles that take a name after them ("thanks, doctor patel", "thank you, nurse jo"). */
export const THANKS_TITLES: readonly string[] = ['doctor', 'dr', 'nurse'];

/**
 * Words that, right before "thank you" or "thanks", make them part of the sentence and no closing: "I want to
 * thank you", "no thank you" (a refusal), "we will thank them", "thanks to the inhaler".
 */
export const THANKS_GOVERNORS: readonly string[] = [
  'to',
  'no',
  'not',
  'we',
  'they',
  'he',
  'she',
  'will',
  'would',
  'should',
  'can',
  'could',
  'must',
  'did',
  'say',
  'said',
  'a',
  'the',
  'with',
  'for',
  'of',
];
