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
