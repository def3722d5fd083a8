import { ADDRESS_FOLLOWERS, ADDRESS_LEADS } from '../vocabulary/companion-address.vocab';
import { CHILD_COMPANIONS } from '../vocabulary/companion-cue.vocab';
import type { Sentence } from './analysis.types';
import { companionNames, nameLike } from './companion-address';

/**
 * The names a clinician calls the patient by ("Jake, can you swallow?", "any regular medicines, Jake?"): a word
 * said to someone at least twice, that no one gave as a companion's name. A patient-side speaker who says "Jake's
 * sister" is then someone else speaking of the patient.
 */
const leads = new Set(ADDRESS_LEADS);
const followers = new Set(ADDRESS_FOLLOWERS);
const children = new Set(CHILD_COMPANIONS);
/** A name said to someone once may be a slip or a word taken for a name; the patient is called by it again. */
const MIN_ADDRESSED = 2;

/**
 * Token k of a clinician's sentence is a name said to someone: opening it, after a greeting, or ending a question
 * (or ending the words just before one: untagged speech cuts "… tom | does it hurt" at the name).
 */
function addressedAt(sentence: Sentence, next: Sentence | undefined, words: readonly string[], k: number): boolean {
  if (!nameLike(words[k])) return false;
  if (k === 0) return followers.has(words[1] ?? '');
  if (leads.has(words[k - 1]!)) return k === words.length - 1 || followers.has(words[k + 1] ?? '');
  const beforeQuestion = next?.speaker === 'doctor' && next.isQuestion;
  return (sentence.isQuestion || beforeQuestion) && k === words.length - 1;
}

export function addressedPatientNames(sentences: readonly Sentence[]): Set<string> {
  const companions = companionNames(sentences);
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    if (sentence.speaker !== 'doctor') continue;
    const words = sentence.tokens.map((token) => token.norm);
    for (const [k, word] of words.entries())
      if (addressedAt(sentence, sentences[sentence.index + 1], words, k) && !companions.has(word))
        counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= MIN_ADDRESSED).map(([name]) => name));
}

/**
 * Names the patient goes by: those the clinician calls them, and a child's name a parent gives ("it's my son,
 * Alfie"): the parent asks the child by it ("have you got a pain in your ears, Alfie?").
 */
export function patientNames(sentences: readonly Sentence[]): Set<string> {
  const names = addressedPatientNames(sentences);
  for (const [name, relation] of companionNames(sentences)) if (children.has(relation)) names.add(name);
  return names;
}
