import { AMOUNT_LIMIT_WORDS, DIETARY_AMOUNT_NAMES } from '../vocabulary/dose-talk.vocab';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { isNumberWord } from './spoken-number';
import type { Sentence } from './analysis.types';

const dietary: ReadonlySet<string> = new Set(DIETARY_AMOUNT_NAMES);
/** How many words before the amount a limit word may stand ("under two thousand": the number's own words aside). */
const LIMIT_REACH = 2;

/**
 * "I'd like your sodium under two thousand milligrams a day": the amount in the sentence is a limit on what is
 * eaten, drunk or taken, or is the amount of something in the diet, not the dose of the medicine named sentences
 * before. Such a sentence carries no dose: a wrong dose is worse than none.
 */
export function limitsIntake(sentence: Sentence): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  if (words.some((word) => dietary.has(word))) return true;
  return words.some((word, k) => {
    if (!(word in DOSE_UNITS) || k === 0) return false;
    const start = amountStart(words, k);
    const before = ` ${words.slice(Math.max(0, start - LIMIT_REACH), start).join(' ')} `;
    return AMOUNT_LIMIT_WORDS.some((limit) => before.endsWith(` ${limit} `));
  });
}

/** Where the amount before the unit at `unit` starts ("two thousand milligrams": at "two"). */
function amountStart(words: readonly string[], unit: number): number {
  let start = unit;
  while (start > 0 && (isNumberWord(words[start - 1]!) || /^\d/.test(words[start - 1]!))) start -= 1;
  return start;
}
