import { lookupTable } from '../../../../lib/lookup-table';
import { SPOKEN_DECIMAL_DOT, tokenizeWords, type WordToken } from './word-tokenizer';

/** A number read from the transcript, spoken ("ninety eight point six") or written ("98.6"). */
export interface NumberReading {
  value: number;
  /** Token index range [first, last) of the number in the token list it was read from. */
  first: number;
  last: number;
  spoken: boolean;
  /** Letters glued to written digits, e.g. `iu` in "2000iu". */
  suffix?: string;
}

const UNITS: Readonly<Record<string, number>> = lookupTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
});
const TEENS: Readonly<Record<string, number>> = lookupTable({
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
});
const TENS: Readonly<Record<string, number>> = lookupTable({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});
const DIGITS = /^(\d+(?:,\d{3})*(?:\.\d+)?)([a-z]*)$/;
const NUMBER_WORD = new RegExp(
  `\\b(?:${[...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), 'hundred', 'thousand', 'half'].join('|')})`,
  'i',
);

/** Words after "a" that make it a number ("a hundred", "a thousand"). */
const HUNDREDS: ReadonlySet<string> = new Set(['hundred', 'thousand']);

/** Every number word, in one set: readers ask this of nearly every word of a visit. */
const NUMBER_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(UNITS),
  ...Object.keys(TEENS),
  ...Object.keys(TENS),
  'hundred',
  'thousand',
]);

type Kind = 'none' | 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand';

/** True when the word is a number word (not "a", "and" or "point", which only join number words). */
export function isNumberWord(word: string): boolean {
  return NUMBER_WORDS.has(word);
}

/**
 * "Aldactone twelve five milligrams": a teen then a digit word, a decimal whose point was lost (12.5) or a pair
 * (125). The digit alone is not the amount, so no dose is read from it.
 */
export function splitsSpokenNumber(tokens: readonly WordToken[], index: number): boolean {
  const word = tokens[index]?.norm ?? '';
  // The normalise stage may have written the digit already ("twelve 5 mg").
  return (tokens[index - 1]?.norm ?? '') in TEENS && (word in UNITS || /^[1-9]$/.test(word));
}

/** A number word or a hyphened one ("thirty-five"), which may follow the "and" of "one hundred and thirty-five". */
function isNumberOrCompound(word: string): boolean {
  if (isNumberWord(word)) return true;
  if (!word.includes('-')) return false;
  const parts = word.split('-');
  return parts.length === 2 && parts[0]! in TENS && parts[1]! in UNITS;
}

/**
 * Reads one number starting at token `index`. With `pairs`, the way clinicians say readings is understood:
 * "one twenty" is 120 and "one thirty two" is 132 (blood pressure, weight); otherwise those are two numbers.
 */
export function readNumberAt(tokens: readonly WordToken[], index: number, pairs = false): NumberReading | null {
  const first = tokens[index];
  if (!first) return null;
  const digits = DIGITS.exec(first.norm);
  if (digits?.[1]) {
    const value = Number(digits[1].replace(/,/g, ''));
    return { value, first: index, last: index + 1, spoken: false, ...(digits[2] ? { suffix: digits[2] } : {}) };
  }
  // Callers try every token of a visit: a word no spoken number starts with is refused before the reader's set-up.
  const opens = first.norm === 'a' ? HUNDREDS.has(tokens[index + 1]?.norm ?? '') : isNumberOrCompound(first.norm);
  if (!opens) return null;
  let total = 0;
  let current = 0;
  let kind: Kind = 'none';
  let i = index;
  let used = index;
  // The number as it stood before a word said right after "hundred" or "thousand": "five hundred five hundred" is
  // one amount said twice (500, then 500), never 505 and 100.
  let again: { total: number; current: number; used: number; at: number } | null = null;
  const saidAgain = () => again !== null && again.at === i - 1;
  if (first.norm === 'a' && (tokens[index + 1]?.norm === 'hundred' || tokens[index + 1]?.norm === 'thousand')) i += 1;
  for (; i < tokens.length; i += 1) {
    const word = (tokens[i] as WordToken).norm;
    // "three hundred three times a day": a number word right before "times" counts the times, never 303.
    if ((kind === 'hundred' || kind === 'thousand') && tokens[i + 1]?.norm === 'times') break;
    if ((kind === 'hundred' || kind === 'thousand') && isNumberOrCompound(word))
      again = { total, current, used, at: i };
    const parts = word.split('-');
    if (
      parts.length === 2 &&
      parts[0]! in TENS &&
      parts[1]! in UNITS &&
      (kind === 'none' || kind === 'hundred' || kind === 'thousand' || (pairs && kind === 'unit' && current < 10))
    ) {
      current = (kind === 'unit' ? current * 100 : current) + TENS[parts[0]!]! + UNITS[parts[1]!]!;
      kind = 'unit';
    } else if (word in UNITS) {
      if (kind === 'unit' || kind === 'teen') break;
      current += UNITS[word]!;
      kind = 'unit';
    } else if (word in TEENS) {
      if (kind === 'tens' || kind === 'teen') break;
      if (kind === 'unit') {
        if (!pairs || current >= 10) break;
        current = current * 100 + TEENS[word]!;
      } else current += TEENS[word]!;
      kind = 'teen';
    } else if (word in TENS) {
      if (kind === 'tens' || kind === 'teen') break;
      if (kind === 'unit') {
        if (!pairs || current >= 10) break;
        current = current * 100 + TENS[word]!;
      } else current += TENS[word]!;
      kind = 'tens';
    } else if (word === 'hundred') {
      // "fifteen hundred" and "twenty five hundred" are 1,500 and 2,500; "one twenty" (a reading pair) stays 120.
      if (kind === 'hundred' || current >= 100 || (current >= 10 && total > 0)) {
        if (saidAgain()) ({ total, current, used } = again!);
        break;
      }
      current = (current || 1) * 100;
      kind = 'hundred';
    } else if (word === 'thousand') {
      if (kind === 'thousand') break;
      // "two thousand two thousand": the same amount said twice, not 4,000.
      if (total > 0 && saidAgain()) {
        ({ total, current, used } = again!);
        break;
      }
      total += (current || 1) * 1000;
      current = 0;
      kind = 'thousand';
    } else if (
      word === 'and' &&
      (kind === 'hundred' || kind === 'thousand') &&
      isNumberOrCompound(tokens[i + 1]?.norm ?? '')
    ) {
      continue;
    } else break;
    used = i + 1;
  }
  if (used === index) return null;
  let value = total + current;
  const decimal = readDecimalPart(tokens, used);
  if (decimal) {
    value = Number(`${value}.${decimal.digits}`);
    used = decimal.last;
  }
  return { value, first: index, last: used, spoken: true };
}

/**
 * The digits after "point": digit words one by one ("point one two five"), and a two-digit group as people say
 * it after at most one digit ("point one twenty five" is .125, "point ten" .10).
 */
function readDecimalPart(tokens: readonly WordToken[], index: number): { digits: string; last: number } | null {
  if (tokens[index]?.norm !== 'point') return null;
  let digits = '';
  let i = index + 1;
  for (; i < tokens.length; i += 1) {
    const word = (tokens[i] as WordToken).norm;
    // "two point five two point five": a digit word before its own "point" starts the next number (said twice).
    if (digits && word in UNITS && tokens[i + 1]?.norm === 'point') break;
    if (word in UNITS) digits += String(UNITS[word]);
    else if (/^\d+$/.test(word)) digits += word;
    else if (digits.length <= 1 && (word in TEENS || word in TENS)) {
      const next = tokens[i + 1]?.norm ?? '';
      const ones = word in TENS && next in UNITS && next !== 'zero' ? UNITS[next]! : 0;
      digits += String((TEENS[word] ?? TENS[word]!) + ones);
      i += ones > 0 ? 2 : 1;
      break;
    } else break;
  }
  return digits ? { digits, last: i } : null;
}

/**
 * "point six" (0.6): a decimal said without its leading zero. Only a quantity when a unit follows ("at this point
 * two of them" is no number), so callers read it only before a unit.
 */
export function readBareDecimalAt(tokens: readonly WordToken[], index: number): NumberReading | null {
  const decimal = readDecimalPart(tokens, index);
  return decimal ? { value: Number(`0.${decimal.digits}`), first: index, last: decimal.last, spoken: true } : null;
}

/**
 * "thirty-seven four" (37.4), "36 9" from a recogniser: a whole number of two digits or more said right before a
 * lone digit, the way temperatures are read out without their point. The digit, or null when none follows.
 */
export function lostPointDigit(tokens: readonly WordToken[], reading: NumberReading): number | null {
  if (!Number.isInteger(reading.value) || reading.value < 10 || reading.suffix) return null;
  const next = tokens[reading.last]?.norm ?? '';
  if (/^\d$/.test(next)) return Number(next);
  return next in UNITS ? UNITS[next]! : null;
}

/** Every number in the token list, left to right, without overlaps. */
export function readNumbers(tokens: readonly WordToken[], pairs = false): NumberReading[] {
  const found: NumberReading[] = [];
  for (let i = 0; i < tokens.length;) {
    const reading = readNumberAt(tokens, i, pairs);
    if (reading) {
      found.push(reading);
      i = reading.last;
    } else i += 1;
  }
  return found;
}

/**
 * Every value a reader could hear in the text: written numbers (and both halves of "120/80" or "2:00"), spoken
 * numbers read both ways ("one twenty" as 1, 20 and 120). Used to check that a note invents no number.
 */
export function collectNumberValues(text: string): Set<number> {
  const values = new Set<number>();
  for (const match of text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)) values.add(Number(match[0].replace(/,/g, '')));
  // "temperature 37 4": a reading whose point the recogniser lost stands for 37.4 too.
  for (const match of text.matchAll(/\b(\d{2,3}) (\d)\b/g)) values.add(Number(`${match[1]}.${match[2]}`));
  // Spoken numbers do not run across punctuation ("about a hundred . four" is 100, then 4).
  for (const chunk of text.replace(SPOKEN_DECIMAL_DOT, 'point').split(/[.?!,;]\s/)) {
    // Most of a visit is words without numbers: only chunks with a number word are read (once each way).
    if (!NUMBER_WORD.test(chunk)) continue;
    const chunkTokens = tokenizeWords(chunk);
    const halves = new Set<number>();
    for (const pairs of [false, true]) {
      for (const reading of readNumbers(chunkTokens, pairs)) {
        values.add(reading.value);
        const lost = lostPointDigit(chunkTokens, reading);
        if (lost !== null) values.add(Number(`${reading.value}.${lost}`));
        // "thirty-seven and a half": the whole number read just before "and a half", and the half with it.
        if (chunkTokens[reading.last]?.norm === 'and' && chunkTokens[reading.last + 1]?.norm === 'a')
          if (chunkTokens[reading.last + 2]?.norm === 'half') halves.add(reading.value + 0.5);
      }
    }
    for (const half of halves) values.add(half);
    for (const [k, token] of chunkTokens.entries()) {
      const simple = UNITS[token.norm] ?? TEENS[token.norm] ?? TENS[token.norm];
      if (simple !== undefined) values.add(simple);
      // Amounts the normalise stage writes before a unit: "point six" (0.6), "half a" and "two and a half".
      const bare = token.norm === 'point' ? readBareDecimalAt(chunkTokens, k) : null;
      if (bare) values.add(bare.value);
      if (token.norm === 'half') values.add(0.5);
      const whole = token.norm === 'and' && chunkTokens[k + 1]?.norm === 'a' && chunkTokens[k + 2]?.norm === 'half';
      const before = whole
        ? (UNITS[chunkTokens[k - 1]?.norm ?? ''] ?? TEENS[chunkTokens[k - 1]?.norm ?? ''])
        : undefined;
      if (before !== undefined) values.add(before + 0.5);
    }
  }
  return values;
}

/**
 * Numbers as clinicians write them: no trailing zeros, thousands without separators. Decimals are kept as said
 * ("point one twenty five" is 0.125, never 0.13: a rounded dose is a changed dose); only float noise goes.
 */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}

/** An amount as written in a dose: like `formatNumber`, with thousands separated ("1,500 mg"). */
export function formatAmount(value: number): string {
  return value >= 1000 && Number.isInteger(value) ? value.toLocaleString('en-US') : formatNumber(value);
}
