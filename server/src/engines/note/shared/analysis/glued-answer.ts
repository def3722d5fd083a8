import type { Assertion } from '../../../../coding/clinical-finding';
import type { Sentence } from './analysis.types';
import type { RawMention } from './mention.types';
import { stemTokens, cueIndex } from './phrase-index';
import { SPOKEN_ELABORATION_OPENINGS } from './question-elaboration.rules';
import type { WordToken } from './word-tokenizer';
import { openMedicineQuestionEnd } from './open-medicine-question';

/**
 * Unpunctuated speech glues a question and its answer into one sentence, often given to the wrong speaker: "i agree
 * um do you have a pacemaker or have sleep apnea or use oxygen at night no", "okay anybody in the family with kidney
 * failure or dialysis no". What lies between the question's opening and a closing bare "no" was asked and denied.
 */
const QUESTION_OPENINGS: readonly string[] = [
  'do you have',
  'do you get',
  'have you had',
  'have you ever',
  'have you been',
  'are you having',
  'any history of',
  'any family history',
  'anybody in the family',
  'anyone in the family',
  'anybody in your family',
  'anyone in your family',
  'does anybody',
  'does anyone',
  // A list asked on: "… no sir how about heart disease no".
  'how about',
  'what about',
  // An exam check run on with its answer: "… press here does this hurt no not really".
  'does this',
  'does that',
  'is that',
  // Examples offered and the list asked of what there is: "… anything like cancer or arthritis … oh no".
  'anything like',
  'something like',
  'is there any',
  'are there any',
  'was there any',
  'were there any',
  // A review question said as a bare "any …": "i must check any chest pain or breathlessness when you walk no".
  'any',
  // The clinician spelling out the question before the "no": "… that is slurred speech or weakness luckily no".
  ...SPOKEN_ELABORATION_OPENINGS,
];
const openings = cueIndex(QUESTION_OPENINGS);
const CLOSING_NO: ReadonlySet<string> = new Set(['no', 'nope', 'nah']);
/** An answer said inside the span ("any chest pain yes on the hill … at rest no"): the closing "no" is not all of it. */
const AFFIRMING: ReadonlySet<string> = new Set(['yes', 'yeah', 'yep', 'yup']);

/**
 * Words that may follow the closing "no" of an answer glued on ("… no not really", "… nope not at all", "… oh no
 * nothing of that sort").
 */
const AFTER_NO: ReadonlySet<string> = new Set([
  'not',
  'really',
  'at',
  'all',
  'never',
  'nothing',
  'like',
  'that',
  'of',
  'the',
  'sort',
  'kind',
]);
const AFTER_NO_REACH = 4;

/** Tokens [first, last) asked about and answered "no" in the same sentence, or null. */
export function gluedDenialSpan(tokens: readonly WordToken[]): { first: number; last: number } | null {
  const stems = stemTokens(tokens);
  let last = stems.length - 1;
  // "… does this hurt no not really": look past what may follow the "no".
  for (let k = last; k > 0 && k >= stems.length - 1 - AFTER_NO_REACH && AFTER_NO.has(stems[k]!); k -= 1) {
    if (CLOSING_NO.has(stems[k - 1]!)) last = k - 1;
  }
  if (last < 1 || !CLOSING_NO.has(stems[last]!) || CLOSING_NO.has(stems[last - 1]!)) return null;
  let first = -1;
  for (let i = 0; i < last; i += 1) {
    const match = openings.matchAt(stems, i);
    if (match) first = match.last;
  }
  if (first < 0 || first >= last) return null;
  return stems.slice(first, last).some((stem) => AFFIRMING.has(stem)) ? null : { first, last };
}

/** Words before a medicine that make the clinician suggest it ("anything like ibuprofen"), not the patient name it. */
const SUGGESTING: ReadonlySet<string> = new Set([
  'like',
  'as',
  'such',
  'or',
  'maybe',
  'say',
  'including',
  'else',
  'than',
]);
const OPEN_REACH = 5;

/**
 * "have you taken anything for the pain ibuprofen eight hundred milligrams three times a day": unpunctuated speech
 * glues an answer naming a medicine with its dose to the open question ("anything") just before it. A medicine
 * the clinician only suggests ("anything like ibuprofen"), or one without a dose, stays asked.
 */
export function gluedOpenAnswer(
  sentence: Pick<Sentence, 'tokens' | 'spoken'>,
  item: { first: number; medication?: { dose?: string } },
): boolean {
  // Speech only: a written question was punctuated, and its answer is the next sentence.
  if (!sentence.spoken || !item.medication?.dose) return false;
  const words = sentence.tokens.map((token) => token.norm);
  const anything = words.lastIndexOf('anything', item.first - 1);
  const asked = Math.max(anything, openMedicineQuestionEnd(words, item.first));
  if (asked < 0 || item.first - asked > OPEN_REACH) return false;
  return words.slice(asked + 1, item.first).every((word) => !SUGGESTING.has(word));
}

/** Words that deny, said between a finding asked bare and the same finding repeated in the answer. */
const DENYING = new Set(['no', 'nope', 'nah', 'never']);
/** Words that may stand beside the denial ("nope no headaches", "no not any cough"). */
const BESIDE_DENIAL = new Set([...DENYING, 'not', 'any', 'um', 'uh']);
/** How many words the denial between the two may run. */
const DENIAL_REACH = 3;

/**
 * "okay headache no headaches": unpunctuated speech runs a finding asked bare into an answer that repeats it denied.
 * The first naming only asked; it takes the denial of its echo. Index k is the mention read, `assertions` the
 * statuses the context gave each mention of the sentence.
 */
export function deniedByEcho(
  tokens: readonly WordToken[],
  raw: readonly RawMention[],
  assertions: readonly (Assertion | null)[],
  k: number,
): boolean {
  const item = raw[k]!;
  return raw.some((echo, j) => {
    if (j === k || echo.conceptId !== item.conceptId || assertions[j] !== 'negated') return false;
    const between = tokens.slice(item.last, echo.first).map((token) => token.norm);
    if (between.length === 0 || between.length > DENIAL_REACH) return false;
    return between.every((word) => BESIDE_DENIAL.has(word)) && between.some((word) => DENYING.has(word));
  });
}
