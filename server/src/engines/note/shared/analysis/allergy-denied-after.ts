import type { Sentence } from './analysis.types';
import type { RawMention } from './mention.types';

/**
 * A medicine named in talk about allergies, with the allergies denied after it by the same speaker, is a medicine
 * taken, not an allergen: "Does he take any medicines, and has he any allergies?" "I gave him Calpol on Sunday.
 * No allergies.", or in speech the question and its "no" run on after the medicine ("… and gaviscon when i've got
 * heartburn allergies to anything not that i know of"). The denial must be bare: "no other allergies", "no food
 * allergies", "none apart from that" leave the medicine an allergen (a lost allergy is worse).
 */

const ALLERGY = /^allerg/;
/** Words that open a bare denial of allergies. */
export const ALLERGY_DENIAL_OPENERS: readonly string[] = ['no', 'none', 'nope', 'not', 'never'];
/** Words that may stand between the denial and the allergy word ("no known drug allergies"). */
export const BARE_DENIAL_FILLERS: readonly string[] = ['known', 'drug', 'medicine', 'medication', 'real', 'any'];
/** Words that leave something out of the denial, or name a kind of allergy it is limited to. */
export const DENIAL_LIMITERS: readonly string[] = [
  ...['other', 'else', 'besides', 'except', 'more', 'otherwise', 'apart', 'but', 'only', 'food', 'foods'],
  ...['hay', 'pollen', 'seasonal', 'skin', 'latex', 'exactly', 'really', 'such'],
];
/** Denials that close a run-on allergy question in speech ("allergies to anything | not that i know of"). */
export const CLOSING_DENIALS: readonly string[] = [
  'no',
  'nope',
  'none',
  'not that i know of',
  'none that i know of',
  "not that i'm aware of",
  'not that i am aware of',
];

const LEADS = new Set(['and', 'um', 'uh', 'er', 'oh', 'so', 'well']);
const openers = new Set(ALLERGY_DENIAL_OPENERS);
const fillers = new Set(BARE_DENIAL_FILLERS);
const limiters = new Set(DENIAL_LIMITERS);
const closings = CLOSING_DENIALS.map((denial) => denial.split(' '));
/** How many words a bare denial sentence may have ("no known drug allergies at all"). */
const BARE_DENIAL_WORDS = 7;
/** How far after the allergy word a run-on question may go before its closing denial. */
const QUESTION_TAIL_REACH = 6;
/** How many sentences of the same turn after the medicine's the denial may come. */
const TURN_REACH = 2;

const wordsOf = (sentence: Sentence) => sentence.tokens.map((token) => token.norm).filter((word) => /\w/.test(word));

/** "No allergies.", "no known drug allergies": a sentence that denies allergies and nothing less. */
export function deniesAllergiesBare(sentence: Sentence): boolean {
  const words = wordsOf(sentence);
  let k = 0;
  while (LEADS.has(words[k] ?? '')) k += 1;
  if (!openers.has(words[k] ?? '') || words.length > BARE_DENIAL_WORDS) return false;
  const at = words.findIndex((word) => ALLERGY.test(word));
  if (at < 0 || words.some((word) => limiters.has(word))) return false;
  return words.slice(k + 1, at).every((word) => fillers.has(word));
}

/** The medicine's sentence runs on into an allergy question its speaker closes with a bare "no". */
export function deniedAtClose(sentence: Sentence, item: RawMention): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  if (words.slice(0, item.first).some((word) => ALLERGY.test(word))) return false;
  const at = words.findIndex((word, i) => i >= item.last && ALLERGY.test(word));
  if (at < 0) return false;
  const tail = words.slice(at + 1).filter((word) => /\w/.test(word));
  if (tail.some((word) => limiters.has(word))) return false;
  return closings.some((denial) => {
    const start = tail.length - denial.length;
    return start >= 0 && start <= QUESTION_TAIL_REACH && denial.every((word, k) => tail[start + k] === word);
  });
}

/** The medicine's speaker denies allergies bare in a sentence of the same turn soon after it. */
export function deniedLaterInTurn(sentence: Sentence, sentences: readonly Sentence[]): boolean {
  if (sentence.tokens.some((token) => ALLERGY.test(token.norm))) return false;
  for (let k = sentence.index + 1; k <= sentence.index + TURN_REACH; k += 1) {
    const later = sentences[k];
    if (!later || later.turnIndex !== sentence.turnIndex) return false;
    if (deniesAllergiesBare(later)) return true;
  }
  return false;
}

/** The allergies were denied after the medicine, in its own run-on sentence or soon after in the same turn. */
export function allergiesDeniedAfter(sentence: Sentence, item: RawMention, sentences: readonly Sentence[]): boolean {
  return deniedAtClose(sentence, item) || deniedLaterInTurn(sentence, sentences);
}
