import {
  CONTACT_MODIFIER_REACH,
  CONTACT_NOUNS,
  CONTACT_OWNERS,
  CLINICIAN_PATIENT_PHRASES,
  CONTACT_PRONOUNS,
  QUESTION_LEADS,
  GROUP_INTRO_PHRASES,
  GROUP_NOUNS,
  GROUP_PERSON_NOUNS,
  GROUP_PLACE_WORDS,
  NON_KIN_OWNERS,
  ONE_OF_GROUP_LEADS,
  OTHER_PATIENT_PHRASES,
  SELF_WORDS,
  TAKE_UP_VERBS,
} from '../vocabulary/contact-person.vocab';
import { FAMILY_FORWARD_PHRASES } from '../vocabulary/experiencer-trigger.vocab';
import { NON_KIN_PEOPLE } from '../vocabulary/non-patient-person.vocab';
import { RELATIVE_WORDS } from '../vocabulary/relative-word.vocab';
import type { PatientReferent, Sentence } from './analysis.types';
import { clinicianOwnContact, namedAsObject, opinionAfter, speakerGoesOn } from './contact-clause';
import { namesPatient } from './patient-referent';

/**
 * Whose sentence it is when the patient tells of someone outside the family: "my golfing buddy, Stan | he was on
 * one and he had a brain bleed", "a girl on my team had a clot after her knee op", "I live with four girls | one of
 * them's got glandular fever". The contact is named once; a "he", "she" or "one of them" leading the next sentences
 * by the same speaker (or the answer to a question that named them) still speaks of them, until the speaker is
 * back in their own story ("so I was worried").
 */
export interface ContactStory {
  /** The word that named the contact ("buddy", "girl", "patient"). */
  contact: string;
  /** The first word of the sentence that speaks of them; what is said before it is not theirs. */
  from: number;
  /** Where the speaker comes back in ("… so I was worried"): what is said from here on is theirs again. */
  until: number;
  /** "Chickenpox going round his class, a girl had it": the illness named before the contact is theirs too. */
  takenUp: boolean;
  /** The sentence that named them (this one, or the one its pronoun goes back to). */
  namedAt: number;
}

const set = (words: readonly string[]) => new Set(words);
const contactNouns = set(CONTACT_NOUNS);
const owners = set([...CONTACT_OWNERS, 'the', 'this', 'that']);
const groupPeople = set(GROUP_PERSON_NOUNS);
const places = set(GROUP_PLACE_WORDS);
const groups = set(GROUP_NOUNS);
const nonKinOwners = set(NON_KIN_OWNERS);
const pronouns = set(CONTACT_PRONOUNS);
const selves = set(SELF_WORDS);
const takeUps = set(TAKE_UP_VERBS);
const questionLeads = set(QUESTION_LEADS);
const nonKin = set(NON_KIN_PEOPLE);
/** Blood relatives named by one word ("sister", "nan"); the forward triggers also name friends and partners. */
const kin = set(
  [...FAMILY_FORWARD_PHRASES, ...RELATIVE_WORDS].filter((phrase) => !phrase.includes(' ') && !nonKin.has(phrase)),
);
/** Possessives that own no person ("it's", "that's"): never a name before a relative. */
const NOT_NAMES = set(['it', 'that', 'there', 'what', 'he', 'she', 'who', 'where', 'here', 'how', 'let', 'one']);
/** Speech goes on across these without a new subject. */
const PUNCTUATION = /^[,.;:!?-]$/;
/** Answers that say nothing of anyone: the carry passes over them. */
const BARE_ANSWERS = set(['yes', 'yeah', 'yep', 'no', 'ok', 'okay', 'right', 'mm', 'um', 'uh']);
/** Words that open a piece speech cut off mid-clause ("but positive hep c", "and then a clot"). */
const CUT_LEADS = set(['but', 'and', 'then', 'or']);
/** How far a contact's "he"/"she" carries: sentences after the one that named them. */
const CARRY_REACH = 3;

const words = (sentence: Sentence) => sentence.tokens.map((token) => token.norm);
/** A vocab phrase with its words, split once at module load: the finders below try every phrase at every word. */
interface Phrase {
  text: string;
  words: readonly string[];
}
const phrases = (list: readonly string[]): readonly Phrase[] => list.map((text) => ({ text, words: text.split(' ') }));
const oneOfGroupLeads = phrases(ONE_OF_GROUP_LEADS);
const groupIntroPhrases = phrases(GROUP_INTRO_PHRASES);
const otherPatientPhrases = phrases(OTHER_PATIENT_PHRASES);
const phraseAt = (said: readonly string[], at: number, phrase: Phrase) =>
  phrase.words.every((word, k) => said[at + k] === word);

/** "my golfing buddy", "a colleague", "our neighbour": the end of the owned contact noun starting at `at`. */
function ownedContactEnd(said: readonly string[], at: number): number {
  if (!owners.has(said[at]!)) return -1;
  for (let k = at + 1; k <= at + 1 + CONTACT_MODIFIER_REACH && k < said.length; k += 1) {
    const word = said[k]!;
    if (PUNCTUATION.test(word) || kin.has(word) || selves.has(word)) return -1;
    if (contactNouns.has(word)) return k + 1;
  }
  return -1;
}

/** "a girl on my soccer team", "someone at work", "kids in his class": the end of the placed person at `at`. */
function placedPersonEnd(said: readonly string[], at: number): number {
  if (!groupPeople.has(said[at]!) || !places.has(said[at + 1] ?? '')) return -1;
  for (let k = at + 2; k <= at + 2 + CONTACT_MODIFIER_REACH + 1 && k < said.length; k += 1) {
    if (PUNCTUATION.test(said[k]!)) return -1;
    if (groups.has(said[k]!)) return k + 1;
  }
  return -1;
}

/** "one of the other TAs", "one of the lads": the end of one of a non-family group. */
function oneOfGroupEnd(said: readonly string[], at: number): number {
  const lead = oneOfGroupLeads.find((phrase) => phraseAt(said, at, phrase));
  if (!lead) return -1;
  const after = at + lead.words.length;
  const member = said[after] ?? '';
  if (kin.has(member) || PUNCTUATION.test(member) || member === '') return -1;
  return lead.text.includes('other') || contactNouns.has(member) || groupPeople.has(member) ? after + 1 : -1;
}

/**
 * "my partner's sister", "Sam's sister": a relative of someone who is no kin of the patient. When someone speaks
 * for the patient (a child's visit, a guest), a name before a relative may be the patient's own ("Lily's dad"):
 * only a named non-kin owner ("my friend's dad") makes them a contact there.
 */
function othersRelativeEnd(said: readonly string[], at: number, forPatient: boolean, referent: Referent): number {
  const owner = /^([a-z][a-z-]*)'s$/.exec(said[at]!)?.[1];
  const relative = said[at + 1] ?? '';
  if (!owner || !kin.has(relative) || kin.has(owner) || NOT_NAMES.has(owner)) return -1;
  if (namesPatient(owner, referent) || (forPatient && !nonKinOwners.has(owner))) return -1;
  const named = nonKinOwners.has(owner) || !contactNouns.has(relative);
  return named ? at + 2 : -1;
}

type Referent = PatientReferent | null;
/** A parent or carer speaking for the patient: their "he" / "she" is the patient. */
const speaksForPatient = (sentence: Sentence, referent: Referent) =>
  sentence.guest || (referent !== null && sentence.speaker === 'patient');

/** "I live with four girls": a group whose members a later "one of them" stands for. */
function groupIntroEnd(said: readonly string[], at: number): number {
  const intro = groupIntroPhrases.find((phrase) => phraseAt(said, at, phrase));
  if (!intro) return -1;
  const after = at + intro.words.length;
  for (let k = after; k < after + 3 && k < said.length; k += 1) if (groupPeople.has(said[k]!)) return k + 1;
  return -1;
}

/**
 * Another patient is named by the patient or in a question to them; the clinician's dictation means this one, and
 * so does "the patient" in their question ("has the patient had fevers?").
 */
function otherPatientEnd(sentence: Sentence, said: readonly string[], at: number): number {
  if (sentence.speaker === 'doctor' && !sentence.isQuestion) return -1;
  const phrase = otherPatientPhrases.find((candidate) => phraseAt(said, at, candidate));
  if (!phrase) return -1;
  const asked = sentence.speaker === 'doctor' || questionLeads.has(said[at - 1] ?? '');
  if (asked && CLINICIAN_PATIENT_PHRASES.includes(phrase.text)) return -1;
  return at + phrase.words.length;
}

/** The first contact a sentence names: the word naming them and where the words naming them end. */
export function findContact(
  sentence: Sentence,
  referent: Referent = null,
): { contact: string; at: number; end: number } | null {
  const said = words(sentence);
  const forPatient = speaksForPatient(sentence, referent);
  for (let at = 0; at < said.length; at += 1) {
    const placed = placedPersonEnd(said, at);
    // "A girl on my team": the person, not the group, is whose illness it is.
    if (placed > at) return { contact: said[at]!, at, end: placed };
    // "Sam's sister": both words name her.
    const relatives = othersRelativeEnd(said, at, forPatient, referent);
    if (relatives > at) return { contact: `${said[at]} ${said[at + 1]}`, at, end: relatives };
    const end = Math.max(
      ownedContactEnd(said, at),
      oneOfGroupEnd(said, at),
      groupIntroEnd(said, at),
      otherPatientEnd(sentence, said, at),
    );
    if (end > at) return { contact: said[end - 1]!, at, end };
  }
  return null;
}

/** Where the speaker comes back into their own story after word `from`, or the sentence's end. */
const selfAfter = (said: readonly string[], from: number) => {
  const at = said.findIndex((word, k) => k >= from && selves.has(word));
  return at < 0 ? said.length : at;
};

/** Just after the last word before `at` where the speaker speaks of themselves, or the sentence's start. */
const selfBefore = (said: readonly string[], at: number) => {
  let k = at - 1;
  while (k >= 0 && !selves.has(said[k]!)) k -= 1;
  return k + 1;
};

/** "…, a girl in his class had it": the contact takes up an illness named before them. */
const takesUp = (said: readonly string[], end: number) =>
  said.slice(end, end + 3).some((word, k) => takeUps.has(word) && said[end + k + 1] === 'it');

/** Contacts named by their sex: a "he" cannot stand for "a girl on my team". */
const FEMALE = set(['girl', 'girls', 'woman', 'lady']);
const MALE = set(['boy', 'boys', 'guy', 'guys', 'man', 'lad', 'lads', 'bloke', 'chap', 'fella']);
const HE = /^(he|he's|he'd)$/;
const SHE = /^(she|she's|she'd)$/;
function fits(contact: string, pronoun: string): boolean {
  if (FEMALE.has(contact)) return !HE.test(pronoun);
  if (MALE.has(contact)) return !SHE.test(pronoun);
  return true;
}

/**
 * The first person word of a sentence is the contact's pronoun ("he had …", "most of them are fine"). Someone
 * speaking for the patient calls the patient "he" or "she", so there only "they"/"them" carries the contact. "He
 * agrees", "she thinks": they tell of the patient's finding, they do not have it.
 */
function ledByContact(sentence: Sentence, contact: string, referent: Referent): number {
  const said = words(sentence);
  const at = said.findIndex((word) => pronouns.has(word) || selves.has(word));
  if (at < 0 || !pronouns.has(said[at]!) || !fits(contact, said[at]!)) return -1;
  if ((HE.test(said[at]!) || SHE.test(said[at]!)) && speaksForPatient(sentence, referent)) return -1;
  return opinionAfter(said, at + 1) === at + 1 ? -1 : at;
}

/** A parent's "he" / "she" starting a new clause after the contact's ("a boy had chickenpox he's got a rash"). */
function patientPronounAfter(said: readonly string[], end: number): number {
  for (let k = end; k < said.length; k += 1) {
    const restates = said.slice(end, k).every((word) => PUNCTUATION.test(word));
    if ((HE.test(said[k]!) || SHE.test(said[k]!)) && !restates) return k;
  }
  return said.length;
}

/** The first contact pronoun from `from` before `until` ("I live with two lads, one of them's got …"), or `until`. */
const pronounWithin = (said: readonly string[], from: number, until: number) => {
  const at = said.findIndex((word, k) => k >= from && k < until && pronouns.has(word));
  return at < 0 ? until : at;
};

type Found = NonNullable<ReturnType<typeof findContact>>;
type Naming = Omit<ContactStory, 'contact' | 'namedAt'>;

/**
 * What of the naming sentence speaks of the contact, or null when none does: the clinician's own colleague, a
 * contact who only gives an opinion of the patient's finding ("my friend thinks the lump has got bigger").
 */
function readNaming(sentence: Sentence, found: Found, referent: Referent): Naming | null {
  const said = words(sentence);
  if (clinicianOwnContact(sentence, said, found.at, found.end)) return null;
  let until = selfAfter(said, found.end);
  // "I work with kids and have had a cough": the speaker goes on with their own verb.
  if (namedAsObject(said, found.at)) until = Math.min(until, speakerGoesOn(said, found.end));
  if (speaksForPatient(sentence, referent)) until = Math.min(until, patientPronounAfter(said, found.end));
  const opinion = opinionAfter(said, found.end);
  if (opinion >= 0) {
    // Only a pronoun of theirs after the opinion ("my friend said he had covid") speaks of their own health.
    const from = pronounWithin(said, opinion, until);
    return from < until ? { from, until, takenUp: false } : null;
  }
  const takenUp = takesUp(said, found.end);
  // "There's chickenpox going round his class, a girl had it": from after the speaker last spoke of themselves.
  const from = takenUp ? selfBefore(said, found.at) : found.at;
  return { from, until, takenUp };
}

/**
 * Goes on from the sentence that named the contact: the same speaker, the same turn, or the answer to its question
 * (the whole answering turn: "Yes. | He was positive …").
 */
function goesOn(named: Sentence, sentence: Sentence, sentences: readonly Sentence[]): boolean {
  if (sentence.speaker === named.speaker || sentence.turnIndex === named.turnIndex) return true;
  const answer = sentences[named.index + 1];
  return named.isQuestion && answer !== undefined && answer.turnIndex === sentence.turnIndex;
}

/** Every sentence that speaks of a contact, by index: the one naming them and those their pronoun carries into. */
export function findContactStories(
  sentences: readonly Sentence[],
  referent: Referent = null,
): Map<number, ContactStory> {
  const stories = new Map<number, ContactStory>();
  for (const sentence of sentences) {
    if (stories.has(sentence.index)) continue;
    const found = findContact(sentence, referent);
    const naming = found ? readNaming(sentence, found, referent) : null;
    if (!found || !naming) continue;
    const said = words(sentence);
    const { from, until, takenUp } = naming;
    stories.set(sentence.index, { contact: found.contact, from, until, takenUp, namedAt: sentence.index });
    // Back in their own story within the sentence: no pronoun after it is the contact's.
    if (until < said.length) continue;
    let carried = 0;
    for (let k = 1; carried < CARRY_REACH && k <= CARRY_REACH + 2; k += 1) {
      const next = sentences[sentence.index + k];
      if (!next || !goesOn(sentence, next, sentences) || findContact(next, referent)) break;
      const nextSaid = words(next);
      // "Did they screen the patient?" "Yes. | He was positive …": a bare answer stands between.
      if (nextSaid.every((word) => BARE_ANSWERS.has(word) || PUNCTUATION.test(word))) continue;
      // "he got negative hiv | but positive hep c": a piece speech cut off goes on with the same subject.
      const goesOnCut =
        carried > 0 && CUT_LEADS.has(nextSaid[0] ?? '') && !nextSaid.some((w) => pronouns.has(w) || selves.has(w));
      const led = goesOnCut ? 0 : ledByContact(next, found.contact, referent);
      if (led < 0) break;
      const back = selfAfter(nextSaid, led);
      stories.set(next.index, {
        contact: found.contact,
        from: led,
        until: back,
        takenUp: false,
        namedAt: sentence.index,
      });
      carried += 1;
      if (back < nextSaid.length) break;
    }
  }
  return stories;
}

/** Whether the words `first`…`last` of a sentence speak of the contact the story names. */
export function spokenOfContact(story: ContactStory, first: number): boolean {
  return first >= story.from && first < story.until;
}
