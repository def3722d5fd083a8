import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { SPOKEN_UNITS } from '../vocabulary/unit.vocab';
import { LEXICON } from './concept-lexicon';
import type { WordToken } from './word-tokenizer';

/**
 * "i'll prescribe nitrofurantoin | which is safe in pregnancy", "two hundred and fifty milligrams | which is five
 * mils": a "which" with a verb straight after it, said right after a medicine's name or a dose, says more about
 * that medicine or dose; a which-question names its object first ("which dose are you on", "which one"). Cut
 * there in unpunctuated speech, the dose lost its medicine or the medicine went to the wrong speaker. Data and
 * one pure check, used by the sentence splitter.
 */

/** Verbs that open the clause after a relative "which" ("which is", "which means", "which you take"). */
export const RELATIVE_WHICH_VERBS: readonly string[] = [
  'is',
  'was',
  'are',
  'were',
  'means',
  'has',
  'should',
  'will',
  'would',
  'can',
  'might',
  'may',
  'works',
  'helps',
  'comes',
  'you',
];

const verbs = new Set(RELATIVE_WHICH_VERBS);
const drugIndex = LEXICON.drugs;

/** The word at k is a unit of dose, written or spoken ("milligrams", "mils"). */
const isDoseUnit = (norm: string | undefined) => norm !== undefined && (SPOKEN_UNITS[norm] ?? norm) in DOSE_UNITS;

/** Token i is a "which" that opens a clause about the medicine or dose just before it, not a new sentence. */
export function relativeWhichAt(tokens: readonly WordToken[], stems: readonly string[], i: number): boolean {
  if (tokens[i]?.norm !== 'which' || i === 0 || !verbs.has(tokens[i + 1]?.norm ?? '')) return false;
  if (isDoseUnit(tokens[i - 1]?.norm)) return true;
  for (let j = Math.max(0, i - 4); j < i; j += 1) if (drugIndex.matchAt(stems, j)?.last === i) return true;
  return false;
}
