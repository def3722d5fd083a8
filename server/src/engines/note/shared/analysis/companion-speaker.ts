import { BODY_SITES } from '../vocabulary/anatomy.vocab';
import { COMPANION_LEADS, COMPANIONS, SEXED_PEOPLE, THIRD_PERSON_OWNERS } from '../vocabulary/companion-cue.vocab';
import { RELATIVE_WORDS } from '../vocabulary/relative-word.vocab';
import type { Sentence } from './analysis.types';
import { addressedCompanionSentences } from './companion-address';
import { conceptPhrases, containsPhrase, PhraseIndex, stemTokens, cueIndex } from './phrase-index';
import { answeredByProxy } from './proxy-visit';

const introductions = cueIndex(COMPANION_LEADS.flatMap((lead) => COMPANIONS.map((who) => `${lead} ${who}`)));
const sites = new PhraseIndex(conceptPhrases(BODY_SITES));
const owners = new Set(THIRD_PERSON_OWNERS);
const sexed = new Set(SEXED_PEOPLE);
const relatives = new Set([...COMPANIONS, ...RELATIVE_WORDS]);
/** How many patient-side sentences after the "her …" the companion may go on speaking (untagged speech has no turns). */
const COMPANION_REACH = 2;

const AGE_WORDS = new Set(['little', 'big', 'older', 'younger', 'baby', 'twin', 'oldest', 'youngest', 'elder']);

/** Token k is "her" or "his" owning a relative or a part of the body ("her dad", "his lips"). */
function ownsAt(sentence: Sentence, stems: readonly string[], k: number): boolean {
  if (!owners.has(sentence.tokens[k]!.norm)) return false;
  // "his little sister", "her older brother": words of age stand between the owner and the relative.
  const at = AGE_WORDS.has(sentence.tokens[k + 1]?.norm ?? '') ? k + 2 : k + 1;
  const next = sentence.tokens[at]?.norm.replace(/'s$/, '') ?? '';
  return relatives.has(next) || sites.matchAt(stems, at) !== null;
}

/** The sentence speaks of the patient as "her"/"his" with nobody before it whom the pronoun could stand for. */
function speaksOfPatientAsThird(sentence: Sentence, before: Sentence | undefined): boolean {
  if (before?.tokens.some((token) => sexed.has(token.norm))) return false;
  const stems = stemTokens(sentence.tokens);
  for (let k = 0; k < sentence.tokens.length; k += 1) {
    if (ownsAt(sentence, stems, k)) return true;
    if (sexed.has(sentence.tokens[k]!.norm)) return false;
  }
  return false;
}

/**
 * Patient-side sentences said by a companion ("this is my mum") when the tags do not say so: from one that calls
 * the patient "her" or "his" ("her dad had acne") to the next clinician sentence, at most a couple on. A companion's
 * "I've got an underactive thyroid" there is their own illness, not the patient's.
 */
export function companionSentences(sentences: readonly Sentence[]): Set<number> {
  // A companion the clinician turns to by name answers for themselves, introduced in those words or not.
  const found = addressedCompanionSentences(sentences);
  const introduced = sentences.some((sentence) => containsPhrase(stemTokens(sentence.tokens), introductions));
  if (!introduced && !answeredByProxy(sentences)) return found;
  for (const sentence of sentences) {
    if (sentence.speaker !== 'patient' || !speaksOfPatientAsThird(sentence, sentences[sentence.index - 1])) continue;
    found.add(sentence.index);
    for (let i = sentence.index + 1; i <= sentence.index + COMPANION_REACH; i += 1) {
      if (sentences[i]?.speaker !== 'patient') break;
      found.add(i);
    }
  }
  return found;
}
