import type { WordToken } from './word-tokenizer';

/**
 * "we have | it all, nerves, high blood pressure …", "i had | them both": after "have" / "had" / "got" an "it" or
 * "them" followed by no verb is the object of that verb, not a new speaker's clause. Cut there, the family's list
 * went to the other speaker and was written as the patient's own conditions. Data and one pure check.
 */
export const HOLDING_VERBS: readonly string[] = ['have', 'has', 'had', 'got', 'get', 'gets'];

/** Words that cannot start a verb phrase after "it" / "them": the pronoun is an object ("have it all", "had it too"). */
export const AFTER_OBJECT_WORDS: readonly string[] = [
  'all',
  'both',
  'too',
  'every',
  'now',
  'again',
  'here',
  'there',
  'a',
  'the',
  'since',
  'for',
  'from',
  'off',
  'bad',
  'badly',
  'at',
  'in',
  'on',
  'as',
  'when',
  'before',
];

const holding = new Set(HOLDING_VERBS);
const after = new Set(AFTER_OBJECT_WORDS);
const OBJECTS = new Set(['it', 'them']);

/** Token i is an "it" / "them" that is the object of the holding verb before it. */
export function objectOfHoldingAt(tokens: readonly WordToken[], i: number): boolean {
  if (!OBJECTS.has(tokens[i]?.norm ?? '') || !holding.has(tokens[i - 1]?.norm ?? '')) return false;
  const next = tokens[i + 1]?.norm;
  return next === undefined || after.has(next);
}

/**
 * "since i cut | it on friday", "we need to reschedule | it this week": an "it" / "them" followed by a preposition or
 * a time, never by a verb, cannot open a clause; it is the object of the verb before it, whatever that verb is.
 */
export const NEVER_AFTER_SUBJECT: readonly string[] = [
  'on',
  'in',
  'at',
  'for',
  'from',
  'into',
  'with',
  'to',
  'this',
  'last',
  'next',
  'today',
  'yesterday',
  'tomorrow',
  'tonight',
  'again',
  'too',
  'up',
  'off',
  'out',
  'down',
  'back',
  'over',
  // "bright light makes | it worse": a complement, no verb.
  'worse',
  'better',
];

const neverAfterSubject = new Set(NEVER_AFTER_SUBJECT);
const VERBLESS_REACH = 1;

/** Token i is an "it" / "them" with a preposition or a time after it: an object, not a new clause's subject. */
export function objectBeforePhraseAt(tokens: readonly WordToken[], i: number): boolean {
  if (!OBJECTS.has(tokens[i]?.norm ?? '') || i === 0) return false;
  return neverAfterSubject.has(tokens[i + VERBLESS_REACH]?.norm ?? '');
}
