import { lookupTable } from '../../../../lib/lookup-table';

/**
 * Combination medicines whose strength is said as a pair without a unit ("co-careldopa twenty-five slash one
 * hundred", "co-codamol 30/500"): both halves are in this unit, as the BNF writes them ("25 mg/100 mg"). A pair
 * after any other medicine keeps no unit unless one is said, since the unit would be a guess (Symbicort is mcg).
 */
export const COMBINATION_STRENGTH_UNITS: Readonly<Record<string, string>> = lookupTable({
  'co-careldopa': 'mg',
  'co-beneldopa': 'mg',
  'co-codamol': 'mg',
  'amoxicillin-clavulanate': 'mg',
});

/**
 * Words said between the two halves of a strength pair ("twenty-five slash one hundred"). Not "stroke" (UK usage
 * too, but "one stroke two years ago" is a condition) nor "over" (a blood pressure).
 */
export const STRENGTH_PAIR_JOINERS: readonly string[] = ['slash'];
