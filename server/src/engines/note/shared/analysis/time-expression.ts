import { lookupTable } from '../../../../lib/lookup-table';
import { formatNumber, readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

/** A stretch of time said in a sentence: "four days ago", "for two weeks", "a couple of months". */
export interface TimeExpression {
  text: string;
  first: number;
  last: number;
}

const UNITS = /^(minute|hour|day|night|week|month|year)s?$/;
const VAGUE: Readonly<Record<string, string>> = lookupTable({
  couple: 'a couple of',
  few: 'a few',
  several: 'several',
});
const FIXED = [
  'yesterday',
  'last night',
  'this morning',
  'last week',
  'last month',
  'last year',
  'over the weekend',
  'this weekend',
  'last weekend',
].map((phrase) => phrase.split(' '));

function unitAt(tokens: readonly WordToken[], i: number): string | null {
  const word = tokens[i]?.norm ?? '';
  return UNITS.test(word) ? word : null;
}

const cache = new WeakMap<readonly WordToken[], TimeExpression[]>();

/** The time expressions of a sentence, left to right, written with digits ("4 days ago"). */
export function findTimeExpressions(tokens: readonly WordToken[]): TimeExpression[] {
  const cached = cache.get(tokens);
  if (cached) return [...cached];
  const found = scanTimeExpressions(tokens);
  cache.set(tokens, found);
  return [...found];
}

function scanTimeExpressions(tokens: readonly WordToken[]): TimeExpression[] {
  const found: TimeExpression[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const fixed = FIXED.find((parts) => parts.every((part, k) => tokens[i + k]?.norm === part));
    if (fixed) {
      const length = fixed.length;
      found.push({ text: fixed.join(' '), first: i, last: i + length });
      i += length - 1;
      continue;
    }
    let amount: string | null = null;
    let next = i;
    const number = tokens[i]?.norm === 'a' || tokens[i]?.norm === 'an' ? null : readNumberAt(tokens, i);
    if (number) {
      amount = formatNumber(number.value);
      next = number.last;
    } else if ((tokens[i]?.norm === 'a' || tokens[i]?.norm === 'an') && unitAt(tokens, i + 1)) {
      amount = tokens[i]!.norm;
      next = i + 1;
    } else if (tokens[i]?.norm === 'a' && VAGUE[tokens[i + 1]?.norm ?? '']) {
      amount = VAGUE[tokens[i + 1]!.norm]!;
      next = tokens[i + 2]?.norm === 'of' ? i + 3 : i + 2;
    } else if (tokens[i]?.norm === 'several') {
      amount = 'several';
      next = i + 1;
    }
    const unit = amount ? unitAt(tokens, next) : null;
    if (!amount || !unit) continue;
    const ago = tokens[next + 1]?.norm === 'ago';
    const last = next + 1 + (ago ? 1 : 0);
    found.push({ text: `${amount} ${unit}${ago ? ' ago' : ''}`, first: i, last });
    i = last - 1;
  }
  return found;
}
