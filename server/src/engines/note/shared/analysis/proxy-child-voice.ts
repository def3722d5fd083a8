import { BODY_SITES } from '../vocabulary/anatomy.vocab';
import { FIRST_PERSON, THIRD_PERSON_CHILD } from '../vocabulary/patient-referent.vocab';
import {
  CARER_ADDRESS_WORDS,
  CARER_APART_WORDS,
  CARER_ROLES,
  CHILD_COMPLAINT_WORDS,
  CHILD_VOCATIVES,
} from '../vocabulary/proxy-carer.vocab';
import type { Sentence } from './analysis.types';
import { conceptPhrases, containsPhrase, cueIndex, PhraseIndex, stemTokens } from './phrase-index';

/**
 * In a young child's visit most patient-side words are the carer's, but the child speaks too: when the clinician
 * turns to them ("where does it hurt, Oliver?", "and how are you feeling, young man?"), and when they break in with
 * a complaint of their own body ("my tummy hurts"). Their "I" is the patient's; given to the carer, the child's
 * complaint would drop out of the note.
 */
const vocatives = cueIndex(CHILD_VOCATIVES);
const carerAddress = new Set(CARER_ADDRESS_WORDS);
const carerRoles = new Set(CARER_ROLES);
const complaintWords = new Set(CHILD_COMPLAINT_WORDS);
const thirdPerson = new Set(THIRD_PERSON_CHILD);
const apartWords = new Set([...CARER_APART_WORDS, ...THIRD_PERSON_CHILD]);
const firstPerson = new Set(FIRST_PERSON);
const sites = new PhraseIndex(conceptPhrases(BODY_SITES));
const PUNCTUATION = /^[^a-z0-9]+$/;

/** The clinician's sentences of the turn just before the patient-side sentence at `index`. */
function turnBefore(sentences: readonly Sentence[], index: number): Sentence[] {
  let k = index - 1;
  while (k >= 0 && sentences[k]!.speaker !== 'doctor') k -= 1;
  const turn: Sentence[] = [];
  const at = sentences[k]?.turnIndex;
  for (; k >= 0 && sentences[k]!.speaker === 'doctor' && sentences[k]!.turnIndex === at; k -= 1)
    turn.push(sentences[k]!);
  return turn;
}

/** "And you, Mum?", "how are you coping yourself?": the clinician speaks to the carer, who answers. */
function addressesCarer(sentence: Sentence): boolean {
  const words = sentence.tokens.map((token) => token.norm).filter((word) => !PUNCTUATION.test(word));
  return words.some((word) => carerAddress.has(word)) || carerRoles.has(words[words.length - 1] ?? '');
}

const addressesChild = (sentence: Sentence, names: ReadonlySet<string>): boolean =>
  sentence.tokens.some((token) => names.has(token.norm)) || containsPhrase(stemTokens(sentence.tokens), vocatives);

/** The first person beside the child's "he" / "her": the speaker is someone else than the child. */
function speaksOfChildAsOther(sentence: Sentence): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  return words.some((word) => firstPerson.has(word)) && words.some((word) => thirdPerson.has(word));
}

/**
 * "My tummy hurts", "I've got a sore throat": the first person with a complaint of the body now, and nothing that
 * sets the speaker apart from the child ("me too", "I had", "when I was pregnant", "his …").
 */
function complainsOfOwnBody(sentence: Sentence): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  if (!words.some((word) => firstPerson.has(word)) || words.some((word) => apartWords.has(word))) return false;
  const stems = stemTokens(sentence.tokens);
  return words.some((word, k) => complaintWords.has(word) || (word === 'my' && sites.matchAt(stems, k + 1) !== null));
}

/** The patient-side sentence is the young child's own, not the carer's. `names`: what the clinician calls the child. */
export function childSpeaks(sentences: readonly Sentence[], sentence: Sentence, names: ReadonlySet<string>): boolean {
  // Unpunctuated speech may glue the clinician's latest words ("and how are you yourself") onto the sentence before.
  const before = sentences[sentence.index - 1];
  if (before?.tokens.some((token) => carerAddress.has(token.norm))) return false;
  const turn = turnBefore(sentences, sentence.index);
  // Turned to, the child answers; but "my back aches too, from lifting her" is the carer's even then.
  if (turn.some((s) => addressesChild(s, names))) return !speaksOfChildAsOther(sentence);
  if (turn.some(addressesCarer)) return false;
  return complainsOfOwnBody(sentence);
}
