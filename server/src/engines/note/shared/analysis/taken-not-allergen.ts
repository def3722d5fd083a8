import type { QuestionAnswer, Sentence } from './analysis.types';
import { ALLERGY_RESCUE_DRUGS, TOLERANCE_UNDOERS, TOLERATED_DRUG_PHRASES } from '../vocabulary/tolerated-drug.vocab';
import { DENIAL_TIME_LIMITERS } from '../vocabulary/allergy-denial.vocab';
import type { RawMention } from './mention.types';
import { stemTokens, cueIndex } from './phrase-index';

const ALLERGY = /^allerg/;
const DENIES = new Set(['no', 'not', "n't", 'never', 'nope']);
/** "No other allergies", "none besides": one allergy was given, so the drug before it may be that one. */
const BESIDES = new Set(['other', 'else', 'besides', 'except', 'more', 'otherwise', 'apart']);
const DENIAL_REACH = 3;
const tolerated = cueIndex(TOLERATED_DRUG_PHRASES);
const undoers = new Set(TOLERANCE_UNDOERS);

/**
 * A medicine the patient says they take ("I take atenolol", "I'm on atenolol") in talk about allergies is a
 * medicine taken, not an allergen, when the allergies were denied: the question was answered "no" in this turn
 * ("No. I take atenolol."), or the same sentence denies allergies after it ("… atenolol and mevacor, and no
 * allergy to any medicine" run together by speech). An allergy word before the drug, or "no other allergies",
 * keeps it an allergen: a lost allergy is worse.
 */
export function takenNotAllergen(
  sentence: Sentence,
  item: RawMention,
  questions: ReadonlyMap<number, QuestionAnswer>,
): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  // "Allergic to bees, I carry an EpiPen": the rescue medicine is an allergen only said right after "allergic to".
  if (ALLERGY_RESCUE_DRUGS.has(item.conceptId)) return !ALLERGY.test(words[item.first - 2] ?? '');
  if (words.slice(0, item.first).some((word) => ALLERGY.test(word))) return false;
  // "He's had amoxicillin before and was fine with it": taken without harm, whatever the verb.
  if (saysTolerated(sentence, words) && !words.some((word) => BESIDES.has(word))) return true;
  const action = item.medication?.action;
  if (action === undefined || !TAKEN_ACTIONS.has(action)) return false;
  if (words.some((word) => BESIDES.has(word))) return false;
  const later = words.findIndex((word, i) => i >= item.last && ALLERGY.test(word));
  if (later >= 0) return words.slice(Math.max(item.last, later - DENIAL_REACH), later).some((w) => DENIES.has(w));
  return answeredNoBefore(sentence, questions);
}

/** "I'm on …", "they increased my …": said of a medicine the patient takes now, which no allergen is. */
const TAKEN_ACTIONS: ReadonlySet<string> = new Set(['taking', 'continue', 'increase', 'decrease']);

/** A phrase of taking it without harm, with nothing after it that takes the "fine" back. */
function saysTolerated(sentence: Sentence, words: readonly string[]): boolean {
  const stems = stemTokens(sentence.tokens);
  for (let i = 0; i < stems.length; i += 1) {
    const match = tolerated.matchAt(stems, i);
    if (match && !words.slice(match.last).some((word) => undoers.has(word))) return true;
  }
  return false;
}

/**
 * The allergy question was answered "no" before this sentence: in its own turn ("No. I take atenolol."), or in a
 * turn before it ("None that I know of." then "I'm on metformin …" from whoever speaks next). A medicine taken is
 * no allergen whoever says it; an allergen named with its reaction or an allergy word is kept by the checks above.
 */
function answeredNoBefore(sentence: Sentence, questions: ReadonlyMap<number, QuestionAnswer>): boolean {
  const asked = [...questions.values()].filter(
    (pair) => pair.question.tokens.some((token) => ALLERGY.test(token.norm)) && pair.answer.index <= sentence.index,
  );
  return asked.length > 0 && asked.every((pair) => pair.polarity === 'no');
}

/**
 * "… but only to", "except": the denial leaves an allergen out of it; "no allergies since", "not anymore": it
 * speaks of a time after the allergy named.
 */
const EXCEPTING = new Set(['but', 'except', 'only', 'apart', 'besides', ...DENIAL_TIME_LIMITERS]);

/**
 * "It's a penicillin, but you're not allergic, so that's fine": a sentence that denies the allergy itself (a
 * denial just before the allergy word) says the medicine it names is no allergen of the patient's. A denial that
 * leaves something out ("not allergic to anything but codeine", "no other allergies") keeps it an allergen.
 */
export function allergyDeniedThere(sentence: Sentence): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  const at = words.findIndex((word) => ALLERGY.test(word));
  if (at < 0 || words.some((word) => BESIDES.has(word))) return false;
  if (words.slice(at + 1).some((word) => EXCEPTING.has(word))) return false;
  return words.slice(Math.max(0, at - DENIAL_REACH), at).some((word) => DENIES.has(word));
}
