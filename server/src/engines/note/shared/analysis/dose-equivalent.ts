import { DOSE_RESULT_OPENERS, DOSE_UNIT_KINDS, EQUIVALENT_DOSE_JOINERS } from '../vocabulary/dose-talk.vocab';
import { unitOfDose, type DoseReading } from './dose-unit-carry';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { isNumberWord, readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';
import { LEXICON } from './concept-lexicon';

const JOINERS = EQUIVALENT_DOSE_JOINERS.map((joiner) => joiner.split(' '));

/**
 * "ten milliliters, that's two hundred milligrams", "400 mg, which is 16 mL": the dose read at `first`, said again
 * in a unit of the other kind (a liquid's volume and the amount of medicine in it) straight after a joining word,
 * is one dose written "10 mL (200 mg)". Null when no such second amount follows: two doses in one unit, or joined
 * by anything else, stay two doses for the caller to weigh.
 */
export function equivalentDose(
  tokens: readonly WordToken[],
  first: DoseReading,
  doseAt: (i: number) => DoseReading | null,
): DoseReading | null {
  const kind = DOSE_UNIT_KINDS[unitOfDose(first.dose) ?? ''];
  if (!kind) return null;
  for (const words of JOINERS) {
    if (!words.every((word, k) => tokens[first.last + k]?.norm === word)) continue;
    const second = doseAt(first.last + words.length);
    const other = DOSE_UNIT_KINDS[unitOfDose(second?.dose ?? '') ?? ''];
    if (second && other && other !== kind) return { dose: `${first.dose} (${second.dose})`, last: second.last };
  }
  return null;
}

/** The kind of the dose unit said as token i ("ml", "milligrams"), if it is one. */
const kindAt = (tokens: readonly WordToken[], i: number) => DOSE_UNIT_KINDS[DOSE_UNITS[tokens[i]?.norm ?? ''] ?? ''];

/**
 * "… ten milliliters | that's two hundred milligrams for his weight": no sentence starts at a joining word between
 * a dose and the same dose in a unit of the other kind, so the dose stays whole with the medicine said before it.
 */
export function restatesDoseAt(tokens: readonly WordToken[], i: number): boolean {
  const kind = kindAt(tokens, i - 1);
  const amount = tokens[i - 2]?.norm ?? '';
  if (!kind || !(isNumberWord(amount) || /^\d/.test(amount))) return false;
  return JOINERS.some((words) => {
    if (!words.every((word, k) => tokens[i + k]?.norm === word)) return false;
    const number = readNumberAt(tokens, i + words.length);
    const other = number ? kindAt(tokens, number.last) : undefined;
    return other !== undefined && other !== kind;
  });
}

const RESULT_OPENERS = DOSE_RESULT_OPENERS.map((opener) => opener.split(' '));
// How far back in the piece being cut the medicine whose sig works out to the dose may be named.
const RESULT_REACH = 12;

/**
 * "levothyroxine one and a half tablets of the fifty | so seventy-five micrograms": no sentence starts at "so"
 * when a dose (an amount with its unit) follows it and a medicine was named shortly before in the same piece
 * (from `from`): the dose the sig works out to stays with that medicine.
 */
export function resultDoseAt(tokens: readonly WordToken[], stems: readonly string[], from: number, i: number): boolean {
  const opener = RESULT_OPENERS.find((words) => words.every((word, k) => tokens[i + k]?.norm === word));
  const number = opener ? readNumberAt(tokens, i + opener.length) : null;
  if (!number || !kindAt(tokens, number.last)) return false;
  for (let j = Math.max(from, i - RESULT_REACH); j < i; j += 1) {
    const named = LEXICON.drugs.matchAt(stems, j);
    if (named && !named.entry.isClass) return true;
  }
  return false;
}
