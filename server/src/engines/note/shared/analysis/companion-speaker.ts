import { BODY_SITES } from '../vocabulary/anatomy.vocab';
import { COMPANIONS, SEXED_PEOPLE, THIRD_PERSON_OWNERS } from '../vocabulary/companion-cue.vocab';
import { RELATIVE_WORDS } from '../vocabulary/relative-word.vocab';
import type { Sentence } from './analysis.types';
import {
  acknowledgedCompanionSentences,
  addressedCompanionSentences,
  companionIntroduced,
  namedCompanionPresent,
} from './companion-address';
import { companionExchangeTurns } from './companion-exchange';
import { alternatingCompanionTurns, restOfCompanionTurns } from './companion-turn-alternation';
import { companionTurnsAfterNaming } from './companion-turn-change';
import { answeredCompanionTurns } from './companion-vocative';
import { addressedPatientNames } from './patient-address';
import { conceptPhrases, PhraseIndex, stemTokens } from './phrase-index';
import { answeredByProxy } from './proxy-visit';
import { hasTurns, patientSideRun } from './speaker-run';

const sites = new PhraseIndex(conceptPhrases(BODY_SITES));
const owners = new Set(THIRD_PERSON_OWNERS);
const sexed = new Set(SEXED_PEOPLE);
const relatives = new Set([...COMPANIONS, ...RELATIVE_WORDS]);
/** How many patient-side sentences after the "her …" the companion may go on speaking (untagged speech has no turns). */
const COMPANION_REACH = 2;

const AGE_WORDS = new Set(['little', 'big', 'older', 'younger', 'baby', 'twin', 'oldest', 'youngest', 'elder']);

/** Token k ("her", "his", "Jake's") owns a relative or a part of the body: "her dad", "his lips", "Jake's sister". */
function ownsAt(sentence: Sentence, stems: readonly string[], k: number, possessives: ReadonlySet<string>): boolean {
  if (!possessives.has(sentence.tokens[k]!.norm)) return false;
  // "his little sister", "her older brother": words of age stand between the owner and the relative.
  const at = AGE_WORDS.has(sentence.tokens[k + 1]?.norm ?? '') ? k + 2 : k + 1;
  const next = sentence.tokens[at]?.norm.replace(/'s$/, '') ?? '';
  return relatives.has(next) || sites.matchAt(stems, at) !== null;
}

/**
 * The sentence speaks of the patient in the third person: by the name the clinician calls them ("Jake's sister";
 * nobody names themselves that way), or as "her"/"his" with nobody before it whom the pronoun could stand for.
 */
function speaksOfPatientAsThird(
  sentence: Sentence,
  before: Sentence | undefined,
  patientPossessives: ReadonlySet<string>,
): boolean {
  const stems = stemTokens(sentence.tokens);
  if (sentence.tokens.some((_, k) => ownsAt(sentence, stems, k, patientPossessives))) return true;
  if (before?.tokens.some((token) => sexed.has(token.norm))) return false;
  for (let k = 0; k < sentence.tokens.length; k += 1) {
    if (ownsAt(sentence, stems, k, owners)) return true;
    if (sexed.has(sentence.tokens[k]!.norm)) return false;
  }
  return false;
}

/**
 * The tagged turn's sentences before a "her …" one, when nobody it could stand for is named there: after "My sister
 * stayed. I've had chest pain. Her husband …" the "her" is the sister and the chest pain stays the patient's.
 */
function turnBefore(sentences: readonly Sentence[], index: number): number[] {
  const run = patientSideRun(sentences, index, -1, COMPANION_REACH);
  const named = run.some((i) => sentences[i]!.tokens.some((token) => sexed.has(token.norm)));
  return named ? [] : run;
}

/**
 * Someone came in with the patient: introduced ("this is my mum", "and you're Mum?", "I've brought my wife"), or
 * named in answer to who came or turned to by name. Not a relative merely named ("my wife Jean made me come").
 */
const companionPresent = (sentences: readonly Sentence[]): boolean =>
  companionIntroduced(sentences) || namedCompanionPresent(sentences);

/**
 * Patient-side sentences said by a companion ("this is my mum") when the tags do not say so: from one that calls
 * the patient "her" or "his" ("her dad had acne") to the end of that turn (a couple of sentences on in untagged
 * speech), and in tagged talk the turn's sentences before it; a turn the clinician answers by a companion's name
 * (`answeredCompanionTurns`); the words just before the clinician thanks the companion by name; and a turn that answers the patient
 * setting the speaker apart ("I'm no better myself"). A companion's "I've got an underactive thyroid" there is their
 * own illness, not the patient's.
 */
export function companionSentences(sentences: readonly Sentence[]): Set<number> {
  // A companion the clinician turns to by name answers for themselves, introduced in those words or not.
  const found = new Set([
    ...addressedCompanionSentences(sentences),
    ...acknowledgedCompanionSentences(sentences),
    ...answeredCompanionTurns(sentences),
    ...companionExchangeTurns(sentences),
  ]);
  if (!companionPresent(sentences) && !answeredByProxy(sentences)) return restOfCompanionTurns(sentences, found);
  for (const index of companionTurnsAfterNaming(sentences)) found.add(index);
  const possessives = new Set([...addressedPatientNames(sentences)].map((name) => `${name}'s`));
  const tagged = hasTurns(sentences);
  for (const sentence of sentences) {
    const before = sentences[sentence.index - 1];
    if (sentence.speaker !== 'patient' || !speaksOfPatientAsThird(sentence, before, possessives)) continue;
    found.add(sentence.index);
    for (const i of patientSideRun(sentences, sentence.index, 1, COMPANION_REACH)) found.add(i);
    // A tagged turn is one speaker's: what they said before the "her …" in it is theirs too ("I had asthma as a
    // kid. And her mum gets eczema."). Untagged speech has no turns to go back along.
    if (tagged) for (const i of turnBefore(sentences, sentence.index)) found.add(i);
  }
  // A turn is one speaker's, and a back-to-back turn calling the patient he/she is the companion breaking in.
  const whole = restOfCompanionTurns(sentences, found);
  for (const i of alternatingCompanionTurns(sentences, whole)) whole.add(i);
  return whole;
}
