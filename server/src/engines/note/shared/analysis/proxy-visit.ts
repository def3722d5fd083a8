import { BODY_SITES } from '../vocabulary/anatomy.vocab';
import { THIRD_PERSON_OWNERS } from '../vocabulary/companion-cue.vocab';
import type { Sentence } from './analysis.types';
import { conceptPhrases, PhraseIndex, stemTokens } from './phrase-index';

/**
 * A visit told by someone for the patient (a parent for a child, a carer for an elderly parent) without the usual
 * introduction ("this is my mum"): the clinician asks about the patient as "his" / "her" ("is it anywhere else on
 * his body?", "can I check her date of birth?") and the one answering speaks of the patient's body the same way
 * ("round his nose"). There the answerer's "I've got psoriasis" is their own. A dictated note ("his abdomen is
 * soft") is no question, and one answerer telling of a relative's knee once is not enough.
 */
const sites = new PhraseIndex(conceptPhrases(BODY_SITES));
/** Details asked of the one who answers for the patient ("his date of birth"). */
const DETAILS = new Set(['date', 'birthday', 'dob']);
const owners = new Set(THIRD_PERSON_OWNERS);
/** Sentences of each side that must speak of the patient's body as "his" / "her". */
const MIN_ASKED = 2;
const MIN_TOLD = 2;

/** The sentence has "his" / "her" before a part of the body (or the date of birth). */
export function ownsBodyInThird(sentence: Sentence): boolean {
  const stems = stemTokens(sentence.tokens);
  return sentence.tokens.some(
    (token, k) =>
      owners.has(token.norm) &&
      (DETAILS.has(sentence.tokens[k + 1]?.norm ?? '') || sites.matchAt(stems, k + 1) !== null),
  );
}

/** True when both sides speak of the patient in the third person: someone answers for the patient. */
export function answeredByProxy(sentences: readonly Sentence[]): boolean {
  const third = sentences.filter(ownsBodyInThird);
  const asked = third.filter((sentence) => sentence.speaker === 'doctor' && sentence.isQuestion).length;
  const told = third.filter((sentence) => !sentence.isQuestion && sentence.speaker === 'patient').length;
  return asked >= MIN_ASKED && told >= MIN_TOLD;
}
