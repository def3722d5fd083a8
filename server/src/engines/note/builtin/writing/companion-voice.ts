import type { Mention, Sentence, TranscriptAnalysis } from '../../shared/analysis/analysis.types';
import { companionNames } from '../../shared/analysis/companion-address';
import { vocativeName } from '../../shared/analysis/companion-vocative';
import { readOtherVoices } from '../../shared/analysis/other-voices';
import { containsPhrase, cueIndex, stemTokens } from '../../shared/analysis/phrase-index';
import { NAMED_ONLY_RELATION } from '../../shared/vocabulary/companion-address.vocab';
import {
  CHILD_COMPANIONS,
  COMPANION_LEADS,
  COMPANIONS,
  THIRD_PERSON_OWNERS_AND_SUBJECTS,
} from '../../shared/vocabulary/companion-cue.vocab';
import { FAMILY_BACKWARD_PHRASES, FAMILY_FORWARD_PHRASES } from '../../shared/vocabulary/experiencer-trigger.vocab';
import { RELATIVE_WORDS } from '../../shared/vocabulary/relative-word.vocab';
import { ADDRESSEE_WORDS } from '../../shared/vocabulary/contact-person.vocab';
import type { Pronouns } from './person-converter';

/**
 * Who speaks a patient-side sentence is not always the patient: a companion in the room ("I've got COPD myself")
 * or the parent answering for a baby ("I had postnatal depression"). The analysis already gives their illnesses to
 * them; written with the patient's "she"/"he" the sentence would read as the patient's illness. Their "I" is
 * written as who they are to the patient ("her husband", "his mum"; "her companion" when not said).
 */
const companions = new Set(COMPANIONS);
const leads = COMPANION_LEADS.map((lead) => lead.split(' '));
const kinCues = cueIndex([...FAMILY_FORWARD_PHRASES, ...FAMILY_BACKWARD_PHRASES, ...RELATIVE_WORDS]);
const addressee = new Set(ADDRESSEE_WORDS);
const OWN_KINDS: ReadonlySet<string> = new Set(['condition', 'symptom', 'medication']);
const childWords = new Set(CHILD_COMPANIONS);

/** Companion words said right after a lead that brings someone in ("and you're mum", "this is my husband"). */
function relationsIntroduced(sentence: Sentence): string[] {
  const words = sentence.tokens.map((token) => token.norm);
  return words.filter(
    (word, k) => companions.has(word) && leads.some((lead) => lead.every((w, j) => words[k - lead.length + j] === w)),
  );
}

const introducedRelations = (sentences: readonly Sentence[]): Set<string> =>
  new Set(sentences.flatMap(relationsIntroduced));

/**
 * A question that asks its addressee who they are to the patient ("And you're Mum?"): answered, it says nothing of
 * the patient, and its "you" is the companion.
 */
export const asksCompanionWhoTheyAre = (sentence: Sentence): boolean =>
  asksAddressee(sentence) && relationsIntroduced(sentence).length > 0;

/**
 * Who the companion is to the patient: the one relation the visit gives (by their name, or brought in by a lead),
 * else only "companion" — two relations leave it unsaid rather than guessed.
 */
function companionRelation(sentences: readonly Sentence[], carerVisit: boolean): string {
  const relations = new Set([...companionNames(sentences).values()].filter((r) => r !== NAMED_ONLY_RELATION));
  // A carer's "this is my son" brings in the patient, not whoever speaks.
  const introduced = [...introducedRelations(sentences)].filter((r) => !carerVisit || !childWords.has(r));
  if (relations.size === 0) for (const relation of introduced) relations.add(relation);
  return relations.size === 1 ? [...relations][0]! : NAMED_ONLY_RELATION;
}

/**
 * The companion as the subject and owner of their own words: named first ("her husband", "the patient's
 * companion"), then "they" / "their", which cannot be mistaken for the patient's "she" or "he".
 */
export function companionPronouns(relation: string, patient: Pronouns): Pronouns {
  const owner = patient.laterSubject === undefined ? patient.possessive : `${patient.subject}'s`;
  return {
    subject: `${owner} ${relation}`,
    laterSubject: 'they',
    object: 'them',
    possessive: 'their',
    possessivePronoun: 'theirs',
    reflexive: 'themselves',
  };
}

/**
 * Patient-side sentences a companion or a young child's carer says, each with the pronouns their "I" takes. Empty
 * when the analysis found no one else speaking.
 */
export function companionVoices(analysis: TranscriptAnalysis, patient: Pronouns): Map<number, Pronouns> {
  const voices = new Map<number, Pronouns>();
  const { carers, all: spoken } = readOtherVoices(analysis.sentences);
  if (spoken.size === 0) return voices;
  const pronouns = companionPronouns(companionRelation(analysis.sentences, carers.size > 0), patient);
  for (const index of spoken) if (analysis.sentences[index]?.speaker === 'patient') voices.set(index, pronouns);
  return voices;
}

/**
 * "This is my son, he's eight.", "I'm his mum.": the one who speaks saying who they are, no finding. Written in
 * anyone's voice it swaps persons ("He is his mum"), so it is left out when it names nothing clinical and the
 * speaker is a companion or names themselves one.
 */
export function introducesSpeaker(
  sentence: Sentence,
  mentions: readonly Mention[],
  companionSpeaks: boolean,
  names: ReadonlyMap<string, string> = new Map(),
): boolean {
  if (sentence.speaker !== 'patient' || mentions.length > 0) return false;
  const words = sentence.tokens.map((token) => token.norm);
  // "I'm Claire, I'm staying with him this week": a companion giving the name the clinician knows them by.
  if (words.some((word, k) => word === "i'm" && names.has(words[k + 1] ?? ''))) return true;
  if (relationsIntroduced(sentence).length === 0) return false;
  return (
    companionSpeaks || words.some((word, k) => word === "i'm" && (words[k + 1] === 'his' || words[k + 1] === 'her'))
  );
}

/**
 * The clinician says back to a companion their own illness or medicine ("I'm glad the inhaler is helping your
 * chest"): the sentence speaks to someone about what the analysis gives to someone else, or calls the companion by
 * name (`names`) with a "your", and names no relative whose it could be. Its "your" is the companion's, never the
 * patient's, so it is not written.
 */
export function speaksToCompanion(
  sentence: Sentence,
  mentions: readonly Mention[],
  names: ReadonlyMap<string, string> = new Map(),
): boolean {
  if (sentence.speaker !== 'doctor' || containsPhrase(stemTokens(sentence.tokens), kinCues)) return false;
  const theirs = (m: Mention) => m.assertion === 'family' && OWN_KINDS.has(m.kind);
  if (asksAddressee(sentence) && mentions.some(theirs)) return true;
  // Nothing of the patient as he/she: "for your AF, Jean" calls the companion by name about their own, and "glad
  // the bisoprolol is sorted" names only what is a companion's (no kin's) own.
  if (sentence.tokens.some((token) => thirdPerson.has(token.norm))) return false;
  if (vocativeName(sentence, names) !== undefined && asksAddressee(sentence)) return true;
  return mentions.length > 0 && mentions.every((m) => theirs(m) && m.attributes.notKin === 'true');
}

const thirdPerson = new Set(THIRD_PERSON_OWNERS_AND_SUBJECTS);

/** The sentence speaks to someone ("you", "your"): whoever answers or is spoken to. */
export const asksAddressee = (sentence: Sentence): boolean =>
  sentence.tokens.some((token) => addressee.has(token.norm));
