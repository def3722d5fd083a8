import { LIQUID_VOLUME_WORDS } from '../vocabulary/dose-talk.vocab';
import { readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

const volumes: ReadonlySet<string> = new Set(LIQUID_VOLUME_WORDS);

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
