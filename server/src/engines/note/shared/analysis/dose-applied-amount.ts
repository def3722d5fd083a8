import type { Mention } from './analysis.types';

// Units an amount put on the skin is said in ("two grams to each hand"), not a strength.
const APPLIED_UNITS = new Set(['g', 'mL']);
const PERCENT = /^[\d.]+%$/;

/**
 * "Diclofenac gel, one percent." "Two grams to each hand.": a gel or cream said with its percent strength, then the
 * amount put on each time. The two are no rivals: the amount is the dose, of that strength ("2 g of 1%"). Null when
 * the medicines named have any other dose, or the amount is not one of a gel or cream.
 */
export function appliedAmountOf(named: readonly Mention[], found: string): string | null {
  const unit = /^[\d.,]+ (\S+)$/.exec(found)?.[1];
  if (!unit || !APPLIED_UNITS.has(unit)) return null;
  const strengths = new Set(named.map((m) => m.attributes.dose).filter((dose) => dose !== undefined));
  const [strength] = [...strengths];
  return strengths.size === 1 && PERCENT.test(strength!) ? `${found} of ${strength}` : null;
}
