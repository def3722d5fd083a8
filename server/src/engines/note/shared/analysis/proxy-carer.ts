import { FIRST_PERSON, PAEDIATRIC_CUES, THIRD_PERSON_CHILD } from '../vocabulary/patient-referent.vocab';
import { PROXY_CHILD_AGE_LIMIT, SELF_NAMING_WORDS, SELF_TAKING_WORDS } from '../vocabulary/proxy-carer.vocab';
import type { Sentence } from './analysis.types';
import type { RawMention } from './mention-finder';
import type { WordToken } from './word-tokenizer';
import { companionIntroduced } from './companion-address';
import { addressedPatientNames } from './patient-address';
import { readAge } from './patient-profile';
import { containsPhrase, cueIndex, stemTokens } from './phrase-index';
import { answeredByProxy, ownsBodyInThird } from './proxy-visit';

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

// Said by either side: unpunctuated speech guesses who speaks, and a parent gives the age as often as the clinician.
const saysYoungAge = (sentence: Sentence): boolean => {
  const age = readAge(sentence.text.replace(/\byrs?\b/gi, 'years'));
  return age !== null && age < PROXY_CHILD_AGE_LIMIT;
};

const youngChildVisit = (sentences: readonly Sentence[]): boolean =>
  sentences.some((s) => saysYoungAge(s) || containsPhrase(stemTokens(s.tokens), paediatricCues));

/** True when a parent or carer brought a young child and answers for them. */
export function carerAnswersForChild(sentences: readonly Sentence[]): boolean {
  if (answeredByProxy(sentences)) return true;
  if (!companionIntroduced(sentences) || !youngChildVisit(sentences)) return false;
  // Either side's "her ear": in speech the speaker of a run-on is a guess, and the companion was introduced anyway.
  const told = sentences.filter(ownsBodyInThird).length;
  return told >= MIN_TOLD;
}

/**
 * Names the clinician calls someone, less those the patient side gives as its own ("Yes, Chantelle", "I'm Nate,
 * his dad"): turning to the parent by name is no question to the child.
 */
function childNames(sentences: readonly Sentence[]): Set<string> {
  const names = addressedPatientNames(sentences);
  for (const sentence of sentences) {
    const words = sentence.tokens.map((token) => token.norm);
    if (sentence.speaker === 'patient' && words.some((word) => SELF_NAMING.has(word)))
      for (const word of words) names.delete(word);
  }
  return names;
}

/** The clinician's turn just before calls the patient by name ("where does it hurt, Oliver?"): the child answers. */
function answersPatientByName(sentences: readonly Sentence[], index: number, names: ReadonlySet<string>): boolean {
  let k = index - 1;
  while (k >= 0 && sentences[k]!.speaker !== 'doctor') k -= 1;
  const turn = sentences[k]?.turnIndex;
  for (; k >= 0 && sentences[k]!.speaker === 'doctor' && sentences[k]!.turnIndex === turn; k -= 1)
    if (sentences[k]!.tokens.some((token) => names.has(token.norm))) return true;
  return false;
}

/**
 * Patient-side sentences said by the carer in a young child's visit: all of them but answers to the clinician
 * speaking to the child by name. Empty in any other visit.
 */
export function carerSentences(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  if (!carerAnswersForChild(sentences)) return found;
  const names = childNames(sentences);
  for (const sentence of sentences)
    if (sentence.speaker === 'patient' && !answersPatientByName(sentences, sentence.index, names))
      found.add(sentence.index);
  return found;
}

/**
 * A carer's sentence that speaks of the speaker and never of the child ("it got into my joints, psoriatic
 * arthritis"): its complaints are the carer's even where no "I" stands right before them.
 */
export const speaksOnlyOfSelf = (tokens: readonly WordToken[]): boolean =>
  tokens.some((token) => firstPerson.has(token.norm)) && !tokens.some((token) => thirdPerson.has(token.norm));

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
