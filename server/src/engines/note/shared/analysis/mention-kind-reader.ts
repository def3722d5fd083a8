// Reads what kind of finding a mention is: a test ordered or read, an allergy question, a referral.

import type { FindingKind } from '../../../../coding/clinical-finding';
import type { Sentence } from './analysis.types';
import { ALLERGY_RECORD_NOUNS } from './allergy-topic.rules';
import { ALLERGY_WORDS } from './exchange-context';
import type { RawMention } from './mention-finder';

const RESULT_WORDS = new Set([
  'shows',
  'showed',
  'show',
  'revealed',
  'demonstrates',
  'demonstrated',
  'normal',
  'abnormal',
  'elevated',
  'negative',
  'positive',
  'unremarkable',
  'results',
  'result',
  'came',
  'was',
  'were',
  'is',
  'are',
  'looks',
  'looked',
  'level',
  'levels',
]);
// "We will get an x-ray to make sure it is not broken" orders a test; it reads no result.
const ORDERING = /\b(will|we'll|i'll|going to|gon na|want to|like to|need to|order|schedule|send you)\b/i;
// "Any allergies to medications?" asks about drug allergies, not hay fever.
const DRUG_WORDS = /\b(medications?|medicines?|drugs?|antibiotics?|penicillin|latex|foods?)\b/i;

/** What a test named in a sentence is: ordered now, a result being read, or a past procedure. */
export function readTestKind(mention: RawMention, sentence: Sentence): FindingKind | null {
  const words = new Set(sentence.tokens.map((token) => token.norm));
  const readsResult = sentence.phase === 'results' || [...RESULT_WORDS].some((word) => words.has(word));
  if (mention.testKind === 'therapy') return sentence.phase === 'plan' ? 'referral' : null;
  if (mention.testKind === 'procedure') return 'procedure';
  if (sentence.phase === 'plan' && sentence.speaker === 'doctor' && (!readsResult || ORDERING.test(sentence.text)))
    return 'order';
  if (readsResult && sentence.speaker === 'doctor') return 'result';
  if (sentence.phase === 'plan' && sentence.speaker === 'doctor') return 'order';
  return null;
}

/**
 * "Any allergies to medications?", "do you have any allergies?" "I am allergic to contrast": talk of allergens,
 * not of hay fever. A clinician asking about bare "allergies" asks for the allergy list.
 */
export function asksDrugAllergies(sentence: Sentence, raw: readonly RawMention[], item: RawMention): boolean {
  if (raw.some((m) => m.kind === 'medication' || m.kind === 'allergy') || DRUG_WORDS.test(sentence.text)) return true;
  // "That's on your allergy list": the patient's list of allergens.
  const next = sentence.tokens[item.last]?.norm ?? '';
  if (ALLERGY_RECORD_NOUNS.has(next) && ALLERGY_WORDS.test(sentence.tokens[item.last - 1]?.norm ?? '')) return true;
  const bare = item.last - item.first === 1 && ALLERGY_WORDS.test(sentence.tokens[item.first]?.norm ?? '');
  return bare && sentence.isQuestion && sentence.speaker === 'doctor';
}

/**
 * "Have you experienced any numbness in your arm?" asked by whoever the transcript calls the patient (tags swapped,
 * or a guest asking): the finding is asked about, not said to be there.
 */
export function asksOtherAbout(sentence: Sentence, item: RawMention): boolean {
  const before = sentence.tokens.slice(0, item.first).map((token) => token.norm);
  return before.includes('you') && before.includes('any') && !before.some((word) => /^(i|i'm|my|me)$/.test(word));
}

/** A referral named by a referral cue, as a mention of its own. */
export function makeReferralMention(specialty: string, first: number, last: number): RawMention {
  return {
    kind: 'referral',
    conceptId: `referral-${specialty.replace(/\s+/g, '-')}`,
    term: specialty,
    display: specialty,
    first,
    last,
    match: 'synonym',
    attributes: { specialty },
  };
}
