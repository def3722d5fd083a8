import { SCOPE_TERMINATORS } from '../vocabulary/context-trigger.vocab';
import { PRESENT_TIME_WORDS } from '../vocabulary/event-concept.vocab';
import { findTimeExpressions } from './time-expression';
import { saidWords, type WordToken } from './word-tokenizer';

const LONG_AGO_UNITS = /^(months?|years?|decades?)$/;
const LAST = new Set(['month', 'year', 'spring', 'summer', 'fall', 'autumn', 'winter']);
const YEAR = /^(19|20)\d\d$/;
const breaks = new Set([...SCOPE_TERMINATORS.filter((word) => !word.includes(' ')), ...PRESENT_TIME_WORDS]);
const DATE_REACH = 12;

interface Dating {
  first: number;
  last: number;
}

/** "seven years ago", "a few months ago", "last year", "in 2015": words that date something months or more back. */
function findLongAgo(tokens: readonly WordToken[]): Dating[] {
  const found: Dating[] = [];
  let times: ReturnType<typeof findTimeExpressions> | undefined;
  tokens.forEach((token, i) => {
    if (token.norm === 'ago' && LONG_AGO_UNITS.test(tokens[i - 1]?.norm ?? '')) {
      times ??= findTimeExpressions(tokens);
      const said = times.find((time) => time.last === i + 1);
      found.push({ first: said?.first ?? i - 1, last: i + 1 });
    } else if (token.norm === 'last' && LAST.has(tokens[i + 1]?.norm ?? '')) found.push({ first: i, last: i + 2 });
    else if (YEAR.test(token.norm) && ['in', 'since', 'of'].includes(tokens[i - 1]?.norm ?? ''))
      found.push({ first: i - 1, last: i + 1 });
  });
  return found;
}

/**
 * The words that date a mention [first, last) to months or years back, when said in its clause ("seven years ago I
 * had a stroke", "I had a stroke in 2015"), as they were said; null when nothing does or "now" intervenes.
 */
export function readPastDate(tokens: readonly WordToken[], mention: { first: number; last: number }): string | null {
  for (const dating of findLongAgo(tokens)) {
    const [from, to] = dating.last <= mention.first ? [dating.last, mention.first] : [mention.last, dating.first];
    if (to - from > DATE_REACH || to < from) continue;
    if (tokens.slice(from, to).some((token) => breaks.has(token.norm))) continue;
    return saidWords(tokens, dating);
  }
  return null;
}
