import type { WordToken } from './word-tokenizer';

/**
 * "… once a day with no break | oh i didn't know that": a surprised "oh" opening a reply starts the other speaker's
 * turn. Left on the clinician's sentence, the reply runs on and the next words are read as theirs. Only an "oh"
 * followed by a reply's opening counts, after a clause of some length, so a hesitation ("it was oh two weeks") is kept.
 */
export const REPLY_AFTER_OH: readonly string[] = [
  'i',
  "i'm",
  "i've",
  "i'd",
  "i'll",
  'okay',
  'ok',
  'right',
  'really',
  'wow',
  'dear',
  'gosh',
  'god',
  "that's",
  'great',
  'good',
  'thanks',
  'thank',
  'sorry',
];

/** Fewest words the clause before the "oh" must have. */
const CLAUSE_WORDS_BEFORE = 4;

const replies = new Set(REPLY_AFTER_OH);

/** True when token i is an "oh" that opens a reply after a clause begun at token `last`. */
export function replyOpensAt(tokens: readonly WordToken[], last: number, i: number): boolean {
  return i - last >= CLAUSE_WORDS_BEFORE && tokens[i]?.norm === 'oh' && replies.has(tokens[i + 1]?.norm ?? '');
}
