import type { WordToken } from './word-tokenizer';

/**
 * "Any tingling? Any weakness? Were you able to walk?" "I could walk, and there was no weakness or anything else you
 * mentioned.": a denial that points back at what was asked ("anything else you mentioned", "none of those", "nothing
 * like that") denies every item of the run, even when the turn opens with a yes to the last question. Data and a
 * pure check.
 */

/** Words that deny what follows them in the clause. */
const NEGATORS = /^(no|not|nothing|none|never|neither|nor|without)$|n't$/;

/** Word runs that point back at what the clinician asked, not at anything new. */
export const BACK_REFERENCES: readonly (readonly string[])[] = [
  ['you', 'mentioned'],
  ['you', 'said'],
  ['you', 'asked'],
  ['you', 'listed'],
  ['you', 'named'],
  ['you', 'just', 'said'],
  ['you', 'just', 'mentioned'],
  ['you', 'just', 'asked'],
  ['of', 'those'],
  ['of', 'these'],
  ['of', 'them'],
  ['like', 'that'],
  ['like', 'those'],
  ['like', 'this'],
  ['of', 'the', 'sort'],
  ['those', 'things'],
  ['that', 'stuff'],
];

/** "I don't know what you mentioned": not knowing is no denial. */
const KNOWING = /^(know|remember|recall|understand|sure|get)$/;
/** "No, but my wife has some of those": what comes after a contrast is no longer denied. */
const CONTRASTS = new Set(['but', 'except', 'apart', 'besides', 'although', 'though']);
/** How many words after the denial the back-reference may come ("no weakness or any other thing you mentioned"). */
const COVER_REACH = 10;

const backReferenceAt = (words: readonly string[], j: number) =>
  BACK_REFERENCES.some((phrase) => phrase.every((word, k) => words[j + k] === word));

/** The sentence denies everything just asked, by pointing back at it after a negating word. */
export function deniesAllAsked(tokens: readonly WordToken[]): boolean {
  const words = tokens.map((token) => token.norm);
  return words.some((word, k) => {
    if (!NEGATORS.test(word) || KNOWING.test(words[k + 1] ?? '')) return false;
    for (let j = k + 1; j < words.length && j <= k + COVER_REACH; j += 1) {
      if (CONTRASTS.has(words[j]!)) return false;
      if (backReferenceAt(words, j)) return true;
    }
    return false;
  });
}
