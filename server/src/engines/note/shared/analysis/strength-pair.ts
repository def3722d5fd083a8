import { COMBINATION_STRENGTH_UNITS, STRENGTH_PAIR_JOINERS } from '../vocabulary/combination-strength.vocab';
import { COUNTED_FORM_NOUNS } from '../vocabulary/counted-form.vocab';
import { DOSE_UNIT_KINDS } from '../vocabulary/dose-talk.vocab';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { formatNumber, readNumberAt, type NumberReading } from './spoken-number';
import type { WordToken } from './word-tokenizer';

const JOINERS = new Set(STRENGTH_PAIR_JOINERS);
const COUNTED = new Set([...COUNTED_FORM_NOUNS, 'puff', 'puffs']);
const DIGIT_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']);
const PAIR = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/;

/**
 * The second half of a spoken pair. "one hundred one tablet", "four point five two puffs": a digit word right
 * before a counted form is the count of that form, never the pair's last digit (101, 4.52 would be wrong doses).
 */
function secondHalfAt(tokens: readonly WordToken[], i: number): NumberReading | null {
  const whole = readNumberAt(tokens, i, true);
  if (!whole || whole.last - whole.first < 2) return whole;
  const lastWord = tokens[whole.last - 1]?.norm ?? '';
  if (!DIGIT_WORDS.has(lastWord) || !COUNTED.has(tokens[whole.last]?.norm ?? '')) return whole;
  return readNumberAt(tokens.slice(0, whole.last - 1), i, true);
}

/**
 * "twenty-five slash one hundred": a strength pair said in words, read as one token "25/100" (as it is written),
 * with where it ends. Null when token i does not start one.
 */
export function spokenStrengthPairAt(tokens: readonly WordToken[], i: number): { norm: string; last: number } | null {
  const first = readNumberAt(tokens, i, true);
  if (!first || first.suffix || !JOINERS.has(tokens[first.last]?.norm ?? '')) return null;
  const second = secondHalfAt(tokens, first.last + 1);
  if (!second || second.suffix) return null;
  return { norm: `${formatNumber(first.value)}/${formatNumber(second.value)}`, last: second.last };
}

/**
 * "co-careldopa 25/100", "Symbicort 160/4.5 mcg": a strength pair after a medicine, written with the unit on both
 * halves ("25 mg/100 mg"). The unit is the one said after the pair, else the medicine's own from the combination
 * table; with neither, no dose is read.
 */
export function strengthPairDoseAt(
  tokens: readonly WordToken[],
  i: number,
  drugId: string,
): { dose: string; last: number } | null {
  const pair = PAIR.exec(tokens[i]?.norm ?? '');
  if (!pair) return null;
  // Only a unit of mass: "co-codamol 30/500 tablets" counts tablets, it does not give the halves in tablets.
  const named = DOSE_UNITS[tokens[i + 1]?.norm ?? ''];
  const said = named && DOSE_UNIT_KINDS[named] === 'mass' ? named : undefined;
  const unit = said ?? COMBINATION_STRENGTH_UNITS[drugId];
  if (!unit) return null;
  return { dose: `${pair[1]} ${unit}/${pair[2]} ${unit}`, last: said ? i + 2 : i + 1 };
}
