import type { WordToken } from './word-tokenizer';

/**
 * "allergies to anything not that i know of | any liver problems in the family": a hedge that ends on "of" closes
 * the answer; the "of" joins nothing after it. Unpunctuated, the next question ran on into the answer and the
 * medicine said before it was read in talk about allergies as an allergen. Data and pure checks, used by the
 * sentence splitter (which otherwise never cuts after "of").
 */
export const HEDGES_ENDING_ON_OF: readonly string[] = [
  'that i know of',
  'that we know of',
  "that i'm aware of",
  'that i am aware of',
  "that we're aware of",
  'that i can think of',
];

const hedges = HEDGES_ENDING_ON_OF.map((hedge) => hedge.split(' '));

/** A hedge ending on "of" ends right before token i. */
export function hedgeClosesBefore(tokens: readonly WordToken[], i: number): boolean {
  return hedges.some((words) => {
    const from = i - words.length;
    return from >= 0 && words.every((word, k) => tokens[from + k]?.norm === word);
  });
}

/** Words that open the next question after such a hedge ("… not that i know of | any liver problems"). */
export const QUESTION_OPENERS_AFTER_HEDGE: readonly string[] = [
  ...['any', 'anything', 'anyone', 'anybody', 'do', 'does', 'did', 'have', 'has', 'is', 'are', 'how', 'what'],
  ...['when', 'where', 'who'],
];

const openers = new Set(QUESTION_OPENERS_AFTER_HEDGE);

/** Token i opens a new question right after a hedge ending on "of". */
export function asksAfterHedgeAt(tokens: readonly WordToken[], i: number): boolean {
  return openers.has(tokens[i]?.norm ?? '') && hedgeClosesBefore(tokens, i);
}
