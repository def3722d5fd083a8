import { FIRST_PERSON, PAEDIATRIC_CUES, THIRD_PERSON_CHILD } from '../vocabulary/patient-referent.vocab';
import {
  CARER_OCCASION_WORDS,
  CARER_ROLES,
  CARER_SELF_LEADS,
  CHILD_INTRODUCTIONS,
  MATERNAL_ONLY_CONCEPTS,
  NOT_CHILD_NAMES,
  PROXY_CHILD_AGE_LIMIT,
  SELF_NAMING_WORDS,
  SELF_TAKING_WORDS,
} from '../vocabulary/proxy-carer.vocab';
import type { PatientReferent, Sentence } from './analysis.types';
import type { RawMention } from './mention-finder';
import type { WordToken } from './word-tokenizer';
import { companionIntroduced } from './companion-address';
import { addressedPatientNames } from './patient-address';
import { readAge } from './patient-profile';
import { containsPhrase, cueIndex, stemTokens } from './phrase-index';
import { answeredByProxy, ownsBodyInThird } from './proxy-visit';
import { childSpeaks } from './proxy-child-voice';
import { readNumberAt } from './spoken-number';

/**
 * A young child's visit told by the parent who brought them ("and you're Mum?"): the patient side speaks of the
 * child's body as "his" / "her", and a child's age or child-care words ("formula", "kindergarten") say the patient
 * is small. There the one saying "I had postnatal depression" or "I'm on methotrexate" is the parent, not the
 * patient, whether or not the sentence names the child. A teenager speaks for themselves, so the age is kept low.
 */
const paediatricCues = cueIndex(PAEDIATRIC_CUES);
/** Sentences that must speak of the patient's body as "his" / "her". */
const MIN_TOLD = 2;
const SELF_NAMING = new Set(SELF_NAMING_WORDS);
const firstPerson = new Set(FIRST_PERSON);
const thirdPerson = new Set(THIRD_PERSON_CHILD);
const selfTaking = new Set(SELF_TAKING_WORDS);
const occasions = new Set(CARER_OCCASION_WORDS);
const maternalOnly = new Set(MATERNAL_ONLY_CONCEPTS);
const carerSelfNaming = cueIndex(CARER_SELF_LEADS.flatMap((lead) => CARER_ROLES.map((role) => `${lead} ${role}`)));
// The carer's own words ("this is my son", "I'm his mum"); the clinician's "and you're Mum?" is left to the
// companion rules.
const introductionLines = cueIndex([
  ...CHILD_INTRODUCTIONS,
  ...CARER_SELF_LEADS.flatMap((lead) => CARER_ROLES.map((role) => `${lead} ${role}`)),
]);
const AGE_UNITS = new Set(['years', 'year', 'months', 'month', 'weeks', 'week', 'yrs', 'yr']);
// Words that may follow a bare age ("she's five, she started school"); "he's 5 foot" is no age.
const AGE_ENDS = new Set([
  ',',
  '.',
  'and',
  'now',
  'next',
  'in',
  'but',
  'so',
  'on',
  ...FIRST_PERSON,
  ...THIRD_PERSON_CHILD,
]);

/** "he's eight", "she is 2 now": a child's age given bare, which the "years old" reading leaves unread. */
function saysBareAge(tokens: readonly WordToken[]): number | null {
  for (let k = 0; k < tokens.length; k += 1) {
    const word = tokens[k]!.norm;
    const at =
      word === "he's" || word === "she's"
        ? k + 1
        : (word === 'he' || word === 'she') && tokens[k + 1]?.norm === 'is'
          ? k + 2
          : -1;
    const reading = at > 0 ? readNumberAt(tokens, at) : null;
    if (!reading) continue;
    const next = tokens[reading.last]?.norm;
    if (next === undefined || AGE_ENDS.has(next) || AGE_UNITS.has(next)) return reading.value;
  }
  return null;
}

// Said by either side: unpunctuated speech guesses who speaks, and a parent gives the age as often as the clinician.
const saysYoungAge = (sentence: Sentence): boolean => {
  const age = readAge(sentence.text.replace(/\byrs?\b/gi, 'years')) ?? saysBareAge(sentence.tokens);
  return age !== null && age < PROXY_CHILD_AGE_LIMIT;
};

const youngChildVisit = (sentences: readonly Sentence[]): boolean =>
  sentences.some((s) => saysYoungAge(s) || containsPhrase(stemTokens(s.tokens), paediatricCues));

/** True when a parent or carer brought a young child and answers for them. */
export function carerAnswersForChild(sentences: readonly Sentence[]): boolean {
  if (answeredByProxy(sentences)) return true;
  if (!companionIntroduced(sentences) || !youngChildVisit(sentences)) return false;
  // "I'm his mum": only the carer says so, whoever the recogniser gave the words to.
  if (sentences.some((s) => containsPhrase(stemTokens(s.tokens), carerSelfNaming))) return true;
  // Either side's "her ear": in speech the speaker of a run-on is a guess, and the companion was introduced anyway.
  // "This is my son, he's eight" alone is not enough: a mother may bring her boy along to her own visit.
  const told = sentences.filter(ownsBodyInThird).length;
  return told >= MIN_TOLD;
}

/**
 * A condition only a mother has ("postnatal depression", "gestational diabetes") in a young child's visit: the
 * mother's, whoever says it and however it names the child. The referent alone ("my son") says nothing of age.
 */
export function maternalInChildVisit(sentences: readonly Sentence[], referent: PatientReferent | null) {
  const young = carerAnswersForChild(sentences) || (referent !== null && youngChildVisit(sentences));
  return (item: Pick<RawMention, 'conceptId'>): boolean => young && maternalOnly.has(item.conceptId);
}

/**
 * Names the clinician calls someone, less those the patient side gives as its own ("Yes, Chantelle", "I'm Nate,
 * his dad"): turning to the parent by name is no question to the child.
 */
function childNames(sentences: readonly Sentence[]): Set<string> {
  const names = addressedPatientNames(sentences);
  for (const word of NOT_CHILD_NAMES) names.delete(word);
  for (const sentence of sentences) {
    const words = sentence.tokens.map((token) => token.norm);
    if (sentence.speaker === 'patient' && words.some((word) => SELF_NAMING.has(word)))
      for (const word of words) names.delete(word);
  }
  return names;
}

/**
 * Patient-side sentences said by the carer in a young child's visit: all of them but the child's own (answers to
 * the clinician speaking to the child, the child's "my tummy hurts"; see proxy-child-voice). Empty in any other visit.
 */
export function carerSentences(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  if (!carerAnswersForChild(sentences)) return found;
  const names = childNames(sentences);
  for (const sentence of sentences)
    if (sentence.speaker === 'patient' && !childSpeaks(sentences, sentence, names)) found.add(sentence.index);
  return found;
}

/**
 * A carer's sentence that speaks of the speaker and never of the child ("it got into my joints, psoriatic
 * arthritis"): its complaints are the carer's even where no "I" stands right before them. The child named only as
 * the occasion ("I had postnatal depression after him", "when I was pregnant with her") is no complaint of theirs.
 */
export const speaksOnlyOfSelf = (tokens: readonly WordToken[]): boolean =>
  tokens.some((token) => firstPerson.has(token.norm)) &&
  !tokens.some((token, k) => thirdPerson.has(token.norm) && !occasions.has(tokens[k - 1]?.norm ?? ''));

/** The words name no one: no "I", no "he" or "she" ("Angina.", "Gout, and a bit of arthritis."). */
export const namesAnyone = (tokens: readonly WordToken[]): boolean =>
  tokens.some((token) => firstPerson.has(token.norm) || thirdPerson.has(token.norm));

/**
 * A medicine in a carer's sentence about themselves, put on the carer ("they started me on citalopram", "I'm on
 * it"): theirs. "I've been giving Calpol" names no one taking it and stays the child's.
 */
export const carerTakesMedicine = (tokens: readonly WordToken[], item: RawMention): boolean =>
  item.kind === 'medication' &&
  speaksOnlyOfSelf(tokens) &&
  tokens.slice(0, item.first).some((token) => selfTaking.has(token.norm));

/**
 * "This is my son, he's seven. I'm his mum." then "He's been coughing": in a carer's sentence, a "he" / "she" whose
 * person was last named in the introduction is the child, and the carer never calls themselves "she": no relative
 * to give the complaint to. A relative named later ("her dad has asthma. He …") keeps the pronoun.
 */
export function withoutIntroducedPeople(
  sentences: readonly Sentence[],
  pronouns: ReadonlyMap<number, string>,
  carers: ReadonlySet<number>,
): Map<number, string> {
  const kept = new Map(pronouns);
  for (const [index, relative] of pronouns) {
    if (!carers.has(index)) continue;
    const named = sentences
      .slice(0, index)
      .reverse()
      .find((s) => s.tokens.some((token) => token.norm.replace(/'s$/, '') === relative));
    if (named && containsPhrase(stemTokens(named.tokens), introductionLines)) kept.delete(index);
  }
  return kept;
}
