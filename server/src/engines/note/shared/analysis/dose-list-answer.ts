import { doseNumberAt } from './asked-object';
import { LEXICON } from './concept-lexicon';
import { BEFORE_ASKED_DRUG, DOSE_QUESTION_WORDS, DRUG_TO_ANSWERED_DOSE } from './speech-seam.rules';
import type { WordToken } from './word-tokenizer';

/**
 * "could you read them out for me | bisoprolol two point five milligrams in the morning furosemide forty …": in
 * unpunctuated speech a question that asks for the medicines runs straight into the answer. A medicine said with
 * its strength right after it, with no word that keeps it inside the question ("are you on | ramipril", "is it
 * ramipril"), starts the answer. Left inside the question, the list read out was nobody's and every dose in it
 * was lost. Data and one pure check, used by the speech seams.
 */

/** Words before a medicine's name that keep it in the question, beyond those of a what-question. */
export const QUESTION_DRUG_LEADS: readonly string[] = [
  ...BEFORE_ASKED_DRUG,
  ...['is', 'it', 'was', 'that', 'this', 'called', 'like', 'say', 'said', 'mean', 'still', 'for', 'to', 'from'],
  ...['prescribe', 'prescribed', 'start', 'started', 'stop', 'stopped', 'try', 'tried', 'tolerate', 'on'],
];

/** How many words a question says before its answer may start (a question needs its own words first). */
const MIN_QUESTION_WORDS = 3;

const leads = new Set(QUESTION_DRUG_LEADS);
const toDose = new Set(DRUG_TO_ANSWERED_DOSE);
const drugIndex = LEXICON.drugs;

/** Token i, inside a question opened at `last`, starts a medicine said with its strength: the answer begins. */
export function doseListAnswersAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  last: number,
  i: number,
): boolean {
  if (i - last < MIN_QUESTION_WORDS || leads.has(tokens[i - 1]?.norm ?? '')) return false;
  const drug = drugIndex.matchAt(stems, i);
  if (!drug || drug.entry.isClass) return false;
  return doseNumberAt(tokens, toDose.has(tokens[drug.last]?.norm ?? '') ? drug.last + 1 : drug.last);
}

/**
 * Words that open the answer to a dose question when a strength follows ("what strength are you taking | the
 * thirty milligram ones", "how much do you take | just the five milligrams").
 */
export const DOSE_ANSWER_OPENERS: readonly string[] = ['the', 'just', 'only', 'about', 'around', "it's", "they're"];

/** Words before such an opener that keep it in the question ("what strength of the …", "is it the …"). */
const KEEPS_IN_QUESTION = new Set(['of', 'is', 'it', 'was', 'that', 'for', 'on', 'take', 'taking', 'to']);

const doseWords = new Set(DOSE_QUESTION_WORDS);
const openers = new Set(DOSE_ANSWER_OPENERS);

/**
 * Token i, inside a question about a dose opened at `last` that named no medicine, opens its answer: a strength
 * said after one of the openers ("what strength are you taking and how many | the thirty milligram ones"). Left
 * in the question, the strength was a question's and never the patient's dose.
 */
export function doseAnswerOpensAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  last: number,
  i: number,
): boolean {
  if (i - last < MIN_QUESTION_WORDS || !openers.has(tokens[i]?.norm ?? '')) return false;
  if (KEEPS_IN_QUESTION.has(tokens[i - 1]?.norm ?? '')) return false;
  if (!tokens.slice(last, i).some((token) => doseWords.has(token.norm))) return false;
  // A question that names its medicine ("how much calpol did she have …") is read whole by the dose answer rules.
  for (let k = last; k < i; k += 1) if (drugIndex.matchAt(stems, k)) return false;
  return doseNumberAt(tokens, i + 1);
}
