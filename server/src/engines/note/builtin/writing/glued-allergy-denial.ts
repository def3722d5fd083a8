import type { Sentence } from '../../shared/analysis/analysis.types';

const ALLERGY = /^allerg/;
/** Answers that deny any allergy, as they close a question run on with them. */
const DENIALS: readonly string[][] = [
  ['no'],
  ['nope'],
  ['none'],
  ['not', 'that', 'i', 'know', 'of'],
  ['none', 'that', 'i', 'know', 'of'],
  ['not', 'that', "i'm", 'aware', 'of'],
  ['not', 'that', 'i', 'am', 'aware', 'of'],
  ['no', 'not', 'that', 'i', 'know'],
  // "any allergies to medicines no known allergies": the answer repeats the allergy word it denies.
  ['no', 'allergies'],
  ['no', 'known', 'allergies'],
  ['no', 'drug', 'allergies'],
  ['no', 'known', 'drug', 'allergies'],
];
/** Words a question may end with before the answer: "any drugs", "anything", "medications". */
const QUESTION_TAIL_REACH = 6;

/**
 * Unpunctuated speech runs the allergy question and its "no" together ("are you allergic to any drugs not that i
 * know of"), so no question–answer pair says the allergies were denied. The denial must close the sentence, soon
 * after the allergy word; written text keeps its question mark and its pair.
 */
export function gluedAllergyDenial(sentence: Sentence): boolean {
  if (/[.?!]/.test(sentence.text)) return false;
  const words = sentence.tokens.map((token) => token.norm).filter((word) => /\w/.test(word));
  const at = words.findIndex((word) => ALLERGY.test(word));
  if (at < 0) return false;
  return DENIALS.some((denial) => {
    const start = words.length - denial.length;
    return start > at && start - at <= QUESTION_TAIL_REACH + 1 && denial.every((word, k) => words[start + k] === word);
  });
}
