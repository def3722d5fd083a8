import { cueIndex } from './phrase-index';

/**
 * "i'll prescribe nitrofurantoin which isn't related to amoxicillin it's one hundred milligrams": a medicine named
 * only to compare the one given with it (related to, unlike, instead of) is not the one whose dose is said after
 * it. Read as its sig, the strength of the new medicine went to the old one, here the patient's allergen. The
 * compared medicine takes no dose from the words after it; the dose is then read as the sentence allows.
 * Data and one pure check, used by the medication extractor.
 */

/** Phrases that end right before a medicine named as a comparison. */
export const COMPARING_LEADS: readonly string[] = [
  'related to',
  'similar to',
  'different from',
  'different to',
  'unlike',
  'rather than',
  'instead of',
  'interacts with',
  'interact with',
  'cross-react with',
  'cross-reacts with',
];

const leads = cueIndex(COMPARING_LEADS);
const LEAD_REACH = 3;
const SKIPPED = new Set(['the', 'your', 'his', 'her', 'any', 'a']);

/** The medicine starting at token `first` is named after a comparing phrase ("not related to the amoxicillin"). */
export function namedAsComparison(stems: readonly string[], first: number): boolean {
  let end = first;
  while (end > 0 && SKIPPED.has(stems[end - 1]!)) end -= 1;
  for (let i = Math.max(0, end - LEAD_REACH); i < end; i += 1) if (leads.matchAt(stems, i)?.last === end) return true;
  return false;
}
