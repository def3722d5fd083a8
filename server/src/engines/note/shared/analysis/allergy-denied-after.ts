import type { Sentence } from './analysis.types';
import {
  ALLERGY_DENIAL_OPENERS,
  BARE_DENIAL_FILLERS,
  CLOSING_DENIALS,
  DENIAL_LIMITERS,
  TAKEN_MEDICINE_WORDS,
} from '../vocabulary/allergy-denial.vocab';
import { drugReactionWord } from './drug-reaction-reader';
import type { RawMention } from './mention.types';

/**
 * A medicine named in talk about allergies, with the allergies denied after it by the same speaker, is a medicine
 * taken, not an allergen: "Does he take any medicines, and has he any allergies?" "I gave him Calpol on Sunday.
 * No allergies.", or in speech the question and its "no" run on after the medicine ("… and gaviscon when i've got
 * heartburn allergies to anything not that i know of"). The denial must be bare: "no other allergies", "no food
 * allergies", "none apart from that", "no allergies since" leave the medicine an allergen (a lost allergy is worse).
 */

const ALLERGY = /^allerg/;
const LEADS = new Set(['and', 'um', 'uh', 'er', 'oh', 'so', 'well']);
const openers = new Set(ALLERGY_DENIAL_OPENERS);
const fillers = new Set(BARE_DENIAL_FILLERS);
const limiters = new Set(DENIAL_LIMITERS);
const closings = CLOSING_DENIALS.map((denial) => denial.split(' '));
const takenWords = new Set(TAKEN_MEDICINE_WORDS);
/** How many words a bare denial sentence may have ("no known drug allergies at all"). */
const BARE_DENIAL_WORDS = 7;
/** How far after the allergy word a run-on question may go before its closing denial. */
const QUESTION_TAIL_REACH = 6;
/** How many sentences of the same turn after the medicine's the denial may come. */
const TURN_REACH = 2;
/** How many words before the medicine may say it was taken ("i gave her some of the ibuprofen"). */
const TAKEN_REACH = 5;

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

/** The medicine is said as taken or given: a taking word just before it, or a dose or how often it is taken. */
function saidAsTaken(sentence: Sentence, item: RawMention): boolean {
  const { medication } = item;
  if (medication?.action === 'taking' || medication?.dose || medication?.frequency) return true;
  const before = sentence.tokens.slice(Math.max(0, item.first - TAKEN_REACH), item.first);
  return before.some((token) => takenWords.has(token.norm));
}

/**
 * The medicine's speaker, having said it as taken, denies allergies bare soon after in the same turn. A medicine
 * named bare ("Penicillin.") answers the allergy question; and the look stops at a sentence that tells of a
 * reaction ("… my mum says I came up in a rash as a baby. No allergies since."), which the denial may be about.
 */
export function deniedLaterInTurn(sentence: Sentence, item: RawMention, sentences: readonly Sentence[]): boolean {
  if (sentence.tokens.some((token) => ALLERGY.test(token.norm)) || !saidAsTaken(sentence, item)) return false;
  for (let k = sentence.index + 1; k <= sentence.index + TURN_REACH; k += 1) {
    const later = sentences[k];
    if (!later || later.turnIndex !== sentence.turnIndex) return false;
    if (deniesAllergiesBare(later)) return true;
    if (later.tokens.some((token) => drugReactionWord(token.norm))) return false;
  }
  return false;
}

/** The allergies were denied after the medicine, in its own run-on sentence or soon after in the same turn. */
export function allergiesDeniedAfter(sentence: Sentence, item: RawMention, sentences: readonly Sentence[]): boolean {
  return deniedAtClose(sentence, item) || deniedLaterInTurn(sentence, item, sentences);
}
