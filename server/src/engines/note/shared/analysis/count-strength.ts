import { COUNTED_FORM_NOUNS } from '../vocabulary/counted-form.vocab';
import type { NumberReading } from './spoken-number';
import type { WordToken } from './word-tokenizer';

const FORM_NOUNS: ReadonlySet<string> = new Set(COUNTED_FORM_NOUNS);

/**
 * "one ten milligram tablet", "take one twenty mg tablet": a count word, then a strength, then the form counted.
 * Read as a clinician's pair these would be 110 mg and 120 mg, a wrong dose; so when the pair's first word alone is
 * a count and the word after the unit names a counted form, the pair is refused and the strength is read after
 * the count. A pair said without a form noun ("one ten milligrams") or before "over" (a blood pressure) is left
 * as it is read today. `unitLast` is the token index just after the unit that follows the pair.
 */
export function readsCountBeforeStrength(
  tokens: readonly WordToken[],
  single: NumberReading,
  paired: NumberReading,
  unitLast: number,
): boolean {
  const countOnly = single.spoken && single.last - single.first === 1 && single.value >= 1 && single.value <= 9;
  return countOnly && paired.last > single.last && FORM_NOUNS.has(tokens[unitLast]?.norm ?? '');
}
