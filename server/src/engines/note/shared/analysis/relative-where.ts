import type { WordToken } from './word-tokenizer';

/**
 * "have you ever had a hit to the head | where you felt off afterwards": a "where" with a subject straight after it
 * says which place or time the noun before it means; a where-question puts its verb first ("where does it hurt",
 * "where's the pain"). Cut there, the question lost its question mark and what it asked about read as present.
 * Data and one pure check, used by the sentence splitter.
 */

/** Subjects that open the clause after a relative "where" ("where you felt", "where it hurts"). */
export const RELATIVE_WHERE_SUBJECTS: readonly string[] = [
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'my',
  'your',
  'his',
  'her',
  'their',
  'the',
];

/** Words before "where" that leave it a question or a clause of its own ("and where", "so where"). */
export const NOT_BEFORE_RELATIVE_WHERE: readonly string[] = ['and', 'so', 'but', 'or', 'okay', 'ok', 'right', 'then'];

const subjects = new Set(RELATIVE_WHERE_SUBJECTS);
const notBefore = new Set(NOT_BEFORE_RELATIVE_WHERE);

/** Token i is a "where" that opens a clause describing the word before it, not a new sentence or question. */
export function relativeWhereAt(tokens: readonly WordToken[], i: number): boolean {
  if (tokens[i]?.norm !== 'where' || i === 0) return false;
  return !notBefore.has(tokens[i - 1]!.norm) && subjects.has(tokens[i + 1]?.norm ?? '');
}
