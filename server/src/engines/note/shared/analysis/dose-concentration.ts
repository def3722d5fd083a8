import { LIQUID_VOLUME_WORDS } from '../vocabulary/dose-talk.vocab';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

const volumes: ReadonlySet<string> = new Set(LIQUID_VOLUME_WORDS);
// Units a liquid's strength is said in, before the volume it is per.
const WEIGHT_UNITS: ReadonlySet<string> = new Set(['mg', 'mcg', 'g', 'units', 'IU']);

/**
 * "The bottle says fifteen milligrams per milliliter", "a hundred sixty milligrams per five milliliters": the
 * strength of a liquid, read from token i just after its unit. It is not the dose (the volume given is), so read
 * as one it would be a wrong dose.
 */
export function isLiquidStrength(tokens: readonly WordToken[], i: number): boolean {
  if (tokens[i]?.norm !== 'per' && tokens[i]?.norm !== 'in') return false;
  const amount = readNumberAt(tokens, i + 1);
  const at = amount ? amount.last : i + 1;
  // "in" only with an amount ("160 mg in 5 ml"); "per" also alone ("per milliliter").
  if (tokens[i].norm === 'in' && !amount) return false;
  return volumes.has(tokens[at]?.norm ?? '');
}

/**
 * "250 mg per 5 ml", "100 mg in 5 ml": the volume at token i belongs to the strength said just before it (a unit of
 * weight, then "per" or "in"), so read alone it would be a wrong dose (the volume given is said apart).
 */
export function isStrengthVolume(tokens: readonly WordToken[], i: number): boolean {
  const joiner = tokens[i - 1]?.norm;
  if (joiner !== 'per' && joiner !== 'in') return false;
  const unit = DOSE_UNITS[tokens[i - 2]?.norm ?? ''];
  if (!unit || !WEIGHT_UNITS.has(unit)) return false;
  const amount = readNumberAt(tokens, i);
  return Boolean(amount) && volumes.has(tokens[amount!.last]?.norm ?? '');
}
