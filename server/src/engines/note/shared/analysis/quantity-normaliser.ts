import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { SPOKEN_UNITS } from '../vocabulary/unit.vocab';
import { VITAL_RANGES } from '../vocabulary/vital.vocab';
import { readsCountBeforeStrength } from './count-strength';
import { formatAmount, readBareDecimalAt, readNumberAt, type NumberReading } from './spoken-number';
import { spokenStrengthPairAt } from './strength-pair';
import type { WordToken } from './word-tokenizer';

// Unit phrases by their first word, longest first: looked up after every number, so kept cheap.
const unitPhrases = new Map<string, Array<{ words: string[]; short: string }>>();
for (const [spoken, short] of Object.entries(SPOKEN_UNITS)) {
  const words = spoken.split(' ');
  unitPhrases.set(words[0]!, [...(unitPhrases.get(words[0]!) ?? []), { words, short }]);
}
for (const list of unitPhrases.values()) list.sort((a, b) => b.words.length - a.words.length);

const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** One token standing for tokens [first, last): the offsets cover all of them, so evidence still quotes the talk. */
function merged(tokens: readonly WordToken[], first: number, last: number, norm: string): WordToken {
  return { norm, start: tokens[first]!.start, end: tokens[last - 1]!.end };
}

// The short forms themselves ("ml", "mg"): a fraction is said before them as before the long words.
const SHORT_UNITS = new Set(Object.values(SPOKEN_UNITS));

/** The spoken unit at token i, as its short form and where it ends. */
function unitAt(tokens: readonly WordToken[], i: number): { short: string; last: number } | null {
  for (const { words, short } of unitPhrases.get(tokens[i]?.norm ?? '') ?? []) {
    if (words.every((word, k) => tokens[i + k]?.norm === word)) return { short, last: i + words.length };
  }
  return null;
}

/** A unit after a fraction ("two and a half ml", "half a milligram"): spoken in full or already short. */
function fractionUnitAt(tokens: readonly WordToken[], i: number): { short: string; last: number } | null {
  const short = tokens[i]?.norm ?? '';
  return unitAt(tokens, i) ?? (SHORT_UNITS.has(short) ? { short, last: i + 1 } : null);
}

/** "one twenty over eighty", "120 over 80": a blood pressure reading as systolic/diastolic, or null. */
function readingAt(tokens: readonly WordToken[], top: NumberReading): { norm: string; last: number } | null {
  if (tokens[top.last]?.norm !== 'over') return null;
  const bottom = readNumberAt(tokens, top.last + 1, true);
  if (!bottom) return null;
  const [systolic, diastolic] = [top.value, bottom.value];
  const plausible =
    within(systolic, VITAL_RANGES.systolic) && within(diastolic, VITAL_RANGES.diastolic) && systolic > diastolic;
  return plausible ? { norm: `${systolic}/${diastolic}`, last: bottom.last } : null;
}

/**
 * Amounts only a unit after them makes a quantity: "point six" (0.6), "half a" (0.5), "one and a half" (1.5).
 * The caller checks for the unit; without one these are words ("at this point two of them", "half a day").
 */
function fractionAt(tokens: readonly WordToken[], i: number): { value: number; last: number } | null {
  const bare = readBareDecimalAt(tokens, i);
  if (bare) return bare;
  if (tokens[i]?.norm === 'half' && (tokens[i + 1]?.norm === 'a' || tokens[i + 1]?.norm === 'an'))
    return { value: 0.5, last: i + 2 };
  const whole = readNumberAt(tokens, i);
  const half = whole && ['and', 'a', 'half'].every((word, k) => tokens[whole.last + k]?.norm === word);
  return whole && half && Number.isInteger(whole.value) ? { value: whole.value + 0.5, last: whole.last + 3 } : null;
}

/**
 * The normalise stage's reading of one sentence: spoken quantities become digit tokens ("fifteen hundred
 * milligrams" → `1,500` `mg`), blood pressures one token ("one twenty over eighty" → `120/80`), spoken units their
 * short form. A lone number word without a unit stays a word ("no one", "one of them"), and a run the speaker
 * may mean as a clinician's pair or as two numbers ("one eighty five") is left for the reader that knows which.
 * Every token keeps offsets into the transcript.
 */
export function normaliseQuantities(tokens: readonly WordToken[]): WordToken[] {
  const out: WordToken[] = [];
  for (let i = 0; i < tokens.length;) {
    // "twenty-five slash one hundred, one tablet": one strength pair, as written ("25/100"), and the count apart.
    const pair = spokenStrengthPairAt(tokens, i);
    if (pair) {
      out.push(merged(tokens, i, pair.last, pair.norm));
      i = pair.last;
      continue;
    }
    const fraction = fractionAt(tokens, i);
    const fractionUnit = fraction ? fractionUnitAt(tokens, fraction.last) : null;
    if (fraction && fractionUnit) {
      out.push(
        merged(tokens, i, fraction.last, formatAmount(fraction.value)),
        merged(tokens, fraction.last, fractionUnit.last, fractionUnit.short),
      );
      i = fractionUnit.last;
      continue;
    }
    const single = readNumberAt(tokens, i);
    if (!single || single.suffix) {
      out.push(tokens[i]!);
      i += 1;
      continue;
    }
    const paired = readNumberAt(tokens, i, true) ?? single;
    const pairLonger = paired.last > single.last;
    const reading = readingAt(tokens, paired) ?? (pairLonger ? readingAt(tokens, single) : null);
    if (reading) {
      out.push(merged(tokens, i, reading.last, reading.norm));
      i = reading.last;
      continue;
    }
    // "seven fifty milligrams": the pair is the amount when the unit follows the pair.
    const pairUnit = pairLonger ? unitAt(tokens, paired.last) : null;
    // "one ten milligram tablet": a count, then the strength; the count stays a word and the strength is read next.
    if (pairUnit && readsCountBeforeStrength(tokens, single, paired, pairUnit.last)) {
      out.push(tokens[i]!);
      i += 1;
      continue;
    }
    const number = pairUnit ? paired : single;
    if (number === single && pairLonger) {
      out.push(...tokens.slice(i, paired.last));
      i = paired.last;
      continue;
    }
    const unit = unitAt(tokens, number.last);
    const compound = number.last - number.first > 1 || tokens[i]!.norm.includes('-');
    // "five to ten milligrams": the lower end of a range is as much a quantity as the upper.
    const upper = ['to', 'or'].includes(tokens[number.last]?.norm ?? '')
      ? readNumberAt(tokens, number.last + 1, true)
      : null;
    const range =
      upper !== null && (unitAt(tokens, upper.last) !== null || (tokens[upper.last]?.norm ?? '') in DOSE_UNITS);
    if (number.spoken && (compound || unit || range))
      out.push(merged(tokens, i, number.last, formatAmount(number.value)));
    else out.push(...tokens.slice(i, number.last));
    i = number.last;
    if (unit) {
      out.push(merged(tokens, i, unit.last, unit.short));
      i = unit.last;
    }
  }
  return out;
}
