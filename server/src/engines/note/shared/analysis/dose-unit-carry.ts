import { DOSE_CHANGE_WORDS } from '../vocabulary/dose-talk.vocab';
import { formatAmount, formatNumber, readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

/** A dose as read from the tokens: its written form and the token after it. */
export interface DoseReading {
  dose: string;
  last: number;
}

const CHANGE_WORDS = new Set(DOSE_CHANGE_WORDS);
const CHANGE_REACH = 6;
// Words that may follow an amount that ends a dose ("… to 20 a day", "… to 20 but it flared up"); any other word
// ("to 20 minutes", "to 20 percent") may say it is an amount of something else.
const AFTER_AMOUNT = new Set([
  ...['and', 'but', 'so', 'then', 'now', 'because', 'which', 'since', 'after', 'before', 'with', 'for'],
  ...['a', 'per', 'daily', 'once', 'twice', 'every', 'each', 'at', 'in', 'on', 'this', 'last', 'over'],
]);

/** The unit a dose is written with ("mg" of "20 mg"); none for a schedule or range read whole. */
export function unitOfDose(dose: string): string | null {
  const unit = /^[\d.,]+ (\S+)$/.exec(dose)?.[1];
  return unit ?? null;
}

/**
 * "… and 2000s on the other days", "… to 20": an amount said without a unit where the unit said with the dose just
 * before is meant. A small whole number is never read so, since it may count tablets or puffs ("500 mg in the
 * morning and two at night"); nor is one glued to letters other than a plural "s" ("2000s").
 */
export function bareAmountAt(tokens: readonly WordToken[], i: number, unit: string): DoseReading | null {
  const number = readNumberAt(tokens, i);
  if (!number || (number.suffix !== undefined && number.suffix !== 's')) return null;
  if (Number.isInteger(number.value) && number.value < 10) return null;
  const amount =
    number.spoken || tokens[i]!.norm.includes(',') ? formatAmount(number.value) : formatNumber(number.value);
  return { dose: `${amount} ${unit}`, last: number.last };
}

/** Whether the words before token `i` say a dose is being changed ("from", "we lowered the dosage for"). */
function saysChange(tokens: readonly WordToken[], i: number): boolean {
  if (tokens[i - 1]?.norm === 'from') return true;
  return tokens.slice(Math.max(0, i - CHANGE_REACH), i).some((token) => CHANGE_WORDS.has(token.norm));
}

/**
 * "We lowered it from 25 mg to 20", "went up from 5 mg to 10 a day": a change of dose with the unit said once. The
 * new amount is the dose now, in the unit of the old one; read only after a word of change and when the amount
 * ends the dose, so "from 10 mg to 20 minutes" reads nothing. `undefined`: no change is said; `null`: a change to
 * an amount that cannot be read so ("from 20 mg to two a night"), where the old dose is no longer the dose either.
 */
export function changedToBareAmount(
  tokens: readonly WordToken[],
  i: number,
  old: DoseReading,
): DoseReading | null | undefined {
  const unit = unitOfDose(old.dose);
  if (!unit || tokens[old.last]?.norm !== 'to' || !saysChange(tokens, i)) return undefined;
  if (!readNumberAt(tokens, old.last + 1)) return undefined;
  const changed = bareAmountAt(tokens, old.last + 1, unit);
  if (!changed || changed.dose === old.dose) return null;
  return amountEndsDose(tokens, changed.last) ? changed : null;
}

/** Whether the amount read ends the dose: nothing after it, or a word that may follow a dose ("a day", "but"). */
export function amountEndsDose(tokens: readonly WordToken[], last: number): boolean {
  const after = tokens[last]?.norm;
  return after === undefined || AFTER_AMOUNT.has(after);
}
