import { formatAmount, formatNumber, isNumberWord, readNumberAt } from '../../shared/analysis/spoken-number';
import { unitForAmount } from '../../shared/analysis/counted-unit';
import { normaliseQuantities } from '../../shared/analysis/quantity-normaliser';
import type { WordToken } from '../../shared/analysis/word-tokenizer';
import { DRUGS } from '../../shared/vocabulary/drug.vocab';
import { DOSE_UNITS } from '../../shared/vocabulary/medication-sig.vocab';
import { UPPER_CASE_TERMS } from '../../shared/vocabulary/rewrite.vocab';
import type { Words } from './speech-normalizer';
import { spelledLetterRuns } from '../../shared/analysis/spelled-letters';

const upper = new Set(UPPER_CASE_TERMS);
// Brand names are capitalised in notes; generic names are not.
const brands = new Set(
  DRUGS.filter((drug) => !drug.isClass).flatMap((drug) =>
    [drug.term.toLowerCase(), ...drug.synonyms].filter(
      (name) => /^[a-z-]+$/.test(name) && name !== drug.id && !drug.id.includes(name),
    ),
  ),
);
// After a number these words make it a quantity, so it is written with digits.
const QUANTITY =
  /^(mg|mcg|milligrams?|micrograms?|grams?|units?|iu|ml|percent|%|puffs?|tablets?|pills?|capsules?|drops?|times?|minutes?|hours?|days?|weeks?|months?|years?|year-old|pounds?|lbs|kilograms?|kg|degrees?|out|over|beats|breaths|inches|feet|foot|cm|centimeters?|miles?|steps|glasses|cups|drinks|packs?|cigarettes|servings|nights?|visits?|views|mmhg|am|pm|o'clock|millimeters?|mm|centimeter)$/;

const DOSE_WORD = /^(mg|mcg|milligrams?|micrograms?|grams?|units?|iu)$/;

/** Spoken numbers written with digits where notes use digits (doses, durations, readings, anything ≥ 10). */
// Readings said as pairs ("one thirty" for 130) are only read that way next to what they measure.
const MEASURED =
  /^(sugar|sugars|glucose|pressure|pressures|weight|weigh|weighs|pounds|cholesterol|reading|readings|a1c|heart|pulse|bp)$/;

export function digitizeNumbers(said: Words): Words {
  const spoken = splitNumberCompounds(said);
  // Quantities with a unit and blood pressures are read by the normalise stage's own reader, so a dose is written
  // exactly as the medication extractor read it ("ten M G" → "10 mg", "point six milligrams" → "0.6 mg").
  const quantity = spoken.some((word) => isNumberWord(word) || word === 'point' || word === 'half' || /^\d/.test(word));
  const words = quantity
    ? normaliseQuantities(spoken.map((norm) => ({ norm, start: 0, end: 0 }))).map((token) => token.norm)
    : spoken;
  const tokens: WordToken[] = words.map((norm) => ({ norm, start: 0, end: 0 }));
  const measured = words.some((word) => MEASURED.test(word));
  const out: Words = [];
  for (let i = 0; i < words.length;) {
    if (!isNumberWord(words[i]!) && !(words[i] === 'a' && words[i + 1] === 'hundred')) {
      out.push(words[i]!);
      i += 1;
      continue;
    }
    const paired = readNumberAt(tokens, i, true);
    // "seven fifty milligrams" is a 750 mg dose.
    const dosePair = paired !== null && DOSE_WORD.test(words[paired.last] ?? '');
    const usePair =
      paired &&
      (words[paired.last] === 'over' || words[i - 1] === 'over' || (measured && paired.value >= 100) || dosePair);
    const reading = usePair ? paired : readNumberAt(tokens, i);
    if (!reading) {
      out.push(words[i]!);
      i += 1;
      continue;
    }
    const next = words[reading.last] ?? '';
    const afterOutOf = words[i - 1] === 'of' && words[i - 2] === 'out';
    if (DOSE_WORD.test(next)) out.push(formatAmount(reading.value));
    else if (reading.value >= 10 || QUANTITY.test(next) || afterOutOf) out.push(formatNumber(reading.value));
    else out.push(...words.slice(i, reading.last));
    i = reading.last;
  }
  return out.map((word, k) => writtenUnit(word, out[k - 1] ?? ''));
}

/** A unit word after a number, as a note writes it ("milligrams" → "mg", "one tablet" → "1 tablet"). */
function writtenUnit(word: string, previous: string): string {
  const unit = DOSE_UNITS[word];
  if (!unit || word === 'percent' || !/^\d/.test(previous)) return word;
  return unitForAmount(previous, unit);
}

/**
 * "eighty-eight micrograms": a hyphened number is read as its two words, so it is written with digits as
 * "eighty eight micrograms" is; a range ("two-three days") and "forty-year-old" stay.
 */
function splitNumberCompounds(words: Words): Words {
  return words.flatMap((word) => {
    const parts = word.split('-');
    if (parts.length !== 2 || !parts.every(isNumberWord)) return [word];
    // "two-three days" is two numbers, a range: only one number read across both parts is split.
    const reading = readNumberAt(
      parts.map((norm) => ({ norm, start: 0, end: 0 })),
      0,
    );
    return reading?.last === 2 ? parts : [word];
  });
}

function caseWord(word: string): string {
  if (word === 'i') return 'I';
  if (upper.has(word)) return word.toUpperCase();
  if (brands.has(word)) return word.charAt(0).toUpperCase() + word.slice(1);
  if (word === 'dr.' || word === 'dr') return 'Dr.';
  return word;
}

/** Words → a written phrase with brand names and acronyms cased, no closing period. */
export function writePhrase(words: Words): string {
  return casedWords(words).join(' ');
}

function casedWords(words: Words): string[] {
  const spelled = spelledLetterRuns(words);
  return words.map((word, k) => (spelled.has(k) ? word.toUpperCase() : caseWord(word)));
}

/** Words → a written sentence: spacing, capitals, brand names and acronyms, closing period. */
export function writeSentence(words: Words): string {
  const text = casedWords(words)
    .join(' ')
    .replace(/\s+([,;%])/g, '$1')
    .replace(/,(?=[^\s\d])/g, ', ')
    .replace(/\$\s+/g, '$')
    .trim();
  if (!text) return '';
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.?!]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Capitalises the first letter of a phrase (problem titles, list items). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b, and c" (or with "or" for denials). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}

/** Unique values in first-seen order. */
export function unique<T>(items: readonly T[], key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
