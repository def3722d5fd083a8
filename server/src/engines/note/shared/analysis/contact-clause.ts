import {
  ADDRESSEE_WORDS,
  CONTACT_OBJECT_LEADS,
  CONTACT_OPINION_REACH,
  CONTACT_OPINION_VERBS,
  CONTACT_OWNERS,
  SPEAKER_GO_ON_JOINERS,
  SPEAKER_GO_ON_VERBS,
  SPEAKER_SUBJECT_WORDS,
  THIRD_PERSON_OWNERS,
} from '../vocabulary/contact-person.vocab';
import type { Sentence } from './analysis.types';

/**
 * How a contact stands in the clause that names them, for the contact-story reader: the one who has the illness,
 * or only the one who tells of it ("my friend thinks the lump has got bigger"), the object of the speaker's own
 * clause ("I work with kids and have had a cough"), or the clinician's own colleague. In the last three the
 * patient's findings around them stay the patient's.
 */

const opinionVerbs = new Set(CONTACT_OPINION_VERBS);
const objectLeads = new Set(CONTACT_OBJECT_LEADS);
const owners = new Set([...CONTACT_OWNERS, 'the', 'this', 'that']);
const speakerSubjects = new Set(SPEAKER_SUBJECT_WORDS);
const goOnVerbs = new Set(SPEAKER_GO_ON_VERBS);
const goOnJoiners = new Set(SPEAKER_GO_ON_JOINERS);
const patientSide = new Set([...ADDRESSEE_WORDS, ...THIRD_PERSON_OWNERS]);
const PUNCTUATION = /^[,.;:!?-]$/;

/** The first opinion verb in the few words after the contact ("my mate, jo, reckons …"), or -1. */
export function opinionAfter(said: readonly string[], end: number): number {
  let seen = 0;
  for (let k = end; k < said.length && seen < CONTACT_OPINION_REACH; k += 1) {
    if (PUNCTUATION.test(said[k]!)) continue;
    if (opinionVerbs.has(said[k]!)) return k;
    seen += 1;
  }
  return -1;
}

/** Whether the speaker is the subject of the clause and the contact their object ("I discussed it with a colleague"). */
export function namedAsObject(said: readonly string[], at: number): boolean {
  if (speakerSubjects.has(said[at] ?? '')) return true;
  const lead = owners.has(said[at]!) ? at - 1 : at;
  if (!objectLeads.has(said[lead - 1] ?? '') && !objectLeads.has(said[lead] ?? '')) return false;
  return said.slice(0, at).some((word) => speakerSubjects.has(word));
}

/** Where the speaker goes on with their own verb after the object contact ("… and have had a cough"), or the end. */
export function speakerGoesOn(said: readonly string[], from: number): number {
  for (let k = from; k < said.length - 1; k += 1)
    if (goOnJoiners.has(said[k]!) && goOnVerbs.has(said[k + 1]!)) return k;
  return said.length;
}

/**
 * A clinician's statement names a contact of the patient's only in words to them or of them ("your colleague", "a
 * boy in your class", "a boy in his class" to his parent); "I discussed your ECG with a colleague" names their own.
 */
export function clinicianOwnContact(sentence: Sentence, said: readonly string[], at: number, end: number): boolean {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion) return false;
  return !said.slice(at, end).some((word) => patientSide.has(word));
}
