import {
  ANY_CHILD_NOUNS,
  ANY_POSSESSIVES,
  CHILD_NOUN_ADJECTIVES,
  CHILD_NOUNS,
  CLINICIAN_POSSESSIVES,
  FIRST_PERSON,
  OTHER_RELATIVE_QUALIFIERS,
  PAEDIATRIC_CUES,
  PARENT_POSSESSIVES,
  RELATIVE_NOUNS,
  THIRD_PERSON_CHILD,
  THIRD_PERSON_QUESTIONS,
} from '../vocabulary/patient-referent.vocab';
import type { Mention, PatientReferent, Sentence } from './analysis.types';
import { readAge } from './patient-profile';
import { containsPhrase, PhraseIndex, stemTokens, cueIndex } from './phrase-index';
import { stemWord, type WordToken } from './word-tokenizer';

export type { PatientReferent };

const childNouns = new PhraseIndex<string>(Object.keys(CHILD_NOUNS).map((noun): [string, string] => [noun, noun]));
const parentPossessives = new Set(PARENT_POSSESSIVES);
const clinicianPossessives = new Set(CLINICIAN_POSSESSIVES);
const anyPossessives = new Set(ANY_POSSESSIVES);
const adjectives = new Set(CHILD_NOUN_ADJECTIVES);
const qualifiers = new Set(OTHER_RELATIVE_QUALIFIERS);
const relatives = new Set(RELATIVE_NOUNS);
const firstPerson = new Set(FIRST_PERSON.filter((word) => word !== 'my' && word !== 'mine'));
const thirdPerson = new Set(THIRD_PERSON_CHILD);
const thirdPersonQuestions = cueIndex(THIRD_PERSON_QUESTIONS);
const paediatricCues = cueIndex(PAEDIATRIC_CUES);
const INFANT_AGE = /\b(?:months?|weeks?)[- ]old\b/i;
const ADULT_AGE = 18;
const POSSESSIVE_REACH = 3;
const THIRD_PERSON_POSSESSIVES = new Set(['his', 'her', 'hers']);
const CLAUSE_ENDS = new Set(['and', 'but', ',', ';', 'so', 'because']);

const nounKey = (noun: string) => noun.split(' ').map(stemWord).join(' ');

interface ChildNoun {
  noun: string;
  first: number;
  last: number;
  owner: string;
}

/** "my son", "your little girl", "the baby": child nouns with the word that owns them, not "my other son". */
function childNounsIn(tokens: readonly WordToken[]): ChildNoun[] {
  const stems = stemTokens(tokens);
  const found: ChildNoun[] = [];
  for (let i = 0; i < stems.length; i += 1) {
    const match = childNouns.matchAt(stems, i);
    if (!match) continue;
    const before = adjectives.has(tokens[i - 1]?.norm ?? '') ? i - 2 : i - 1;
    const owner = tokens[before]?.norm ?? '';
    if (
      qualifiers.has(tokens[i - 1]?.norm ?? '') ||
      relatives.has(tokens[match.last]?.norm ?? '') ||
      !anyPossessives.has(owner)
    )
      continue;
    found.push({ noun: match.entry, first: i, last: match.last, owner });
    i = match.last - 1;
  }
  return found;
}

/** The word names the patient when a parent speaks for a child ("son" when "my son" is the patient). */
export function namesPatient(word: string, referent: PatientReferent | null): boolean {
  return referent !== null && referent.nouns.has(nounKey(word));
}

/** Token positions of the words naming the patient in a sentence ("son" in "my son has a fever"). */
export function patientTokensOf(tokens: readonly WordToken[], referent: PatientReferent | null): Set<number> {
  const positions = new Set<number>();
  if (!referent) return positions;
  for (const child of childNounsIn(tokens)) {
    if (!referent.nouns.has(nounKey(child.noun))) continue;
    for (let k = child.first; k < child.last; k += 1) positions.add(k);
  }
  return positions;
}

/** Whom a complaint in a patient-side sentence is about: the speaker ("I have …"), a child, or unknown. */
export function complaintOwner(
  tokens: readonly WordToken[],
  mention: Pick<Mention, 'first' | 'last'>,
  children: readonly ChildNoun[],
): 'speaker' | 'child' | null {
  // "a rash on his arm": a possessive just after the complaint, in its clause, says whose it is; the "he" of a
  // next clause ("i have a headache and he has a rash") does not.
  const after = tokens.slice(mention.last, mention.last + POSSESSIVE_REACH);
  const clauseEnd = after.findIndex((token) => CLAUSE_ENDS.has(token.norm));
  if ((clauseEnd < 0 ? after : after.slice(0, clauseEnd)).some((token) => THIRD_PERSON_POSSESSIVES.has(token.norm)))
    return 'child';
  for (let k = mention.first - 1; k >= 0; k -= 1) {
    if (children.some((child) => k >= child.first && k < child.last)) return 'child';
    const word = tokens[k]!.norm;
    if (thirdPerson.has(word)) return 'child';
    if (firstPerson.has(word) || (word === 'my' && k === mention.first - 1)) return 'speaker';
  }
  return null;
}

const isComplaint = (m: Mention) => m.kind === 'symptom' || m.kind === 'condition';

/** The age a clinician states, when under 18 ("a 4-year-old boy", "she is ten months old"). */
function saysChildAge(text: string): boolean {
  if (INFANT_AGE.test(text)) return true;
  const years = readAge(text.replace(/\byrs?\b/gi, 'years'));
  return years !== null && years < ADULT_AGE;
}

/**
 * The patient when a parent speaks for a child: a patient-side sentence that names "my son / daughter / child …"
 * with a complaint about them (and none about the speaker), in a visit that is plainly about the child — a parent
 * or guest speaking, a child's age, child-care words, the clinician asking "is he / has she …" or saying "your
 * son" — or where the speaker never tells of complaints of their own. Null in an adult's visit.
 */
export function findPatientReferent(
  sentences: readonly Sentence[],
  mentions: readonly Mention[],
): PatientReferent | null {
  const bySentence = new Map<number, Mention[]>();
  for (const mention of mentions)
    if (isComplaint(mention))
      bySentence.set(mention.sentenceIndex, [...(bySentence.get(mention.sentenceIndex) ?? []), mention]);
  let ownComplaints = 0;
  let childComplaints = 0;
  let candidate: { sentence: Sentence; noun: string } | null = null;
  for (const sentence of sentences) {
    if (sentence.speaker !== 'patient') continue;
    const children = childNounsIn(sentence.tokens);
    const complaints = bySentence.get(sentence.index) ?? [];
    const owners = complaints.map((m) => complaintOwner(sentence.tokens, m, children));
    const own = owners.filter((owner) => owner === 'speaker').length;
    if (!sentence.guest && sentence.phase === 'history')
      ownComplaints += complaints.filter((m, k) => owners[k] === 'speaker' && m.assertion === 'present').length;
    // A child's complaints read "family" before the child is known to be the patient: count them whatever status.
    childComplaints += complaints.filter((m, k) => owners[k] === 'child' && m.assertion !== 'negated').length;
    const named = children.find((child) => parentPossessives.has(child.owner));
    if (!candidate && named && own === 0 && owners.includes('child')) candidate = { sentence, noun: named.noun };
  }
  if (!candidate) return null;
  const nounStem = nounKey(candidate.noun);
  const clinicianNamesChild = sentences.some(
    (s) =>
      s.speaker === 'doctor' &&
      childNounsIn(s.tokens).some(
        (child) =>
          clinicianPossessives.has(child.owner) &&
          (nounKey(child.noun) === nounStem || ANY_CHILD_NOUNS.includes(child.noun)),
      ),
  );
  const asksAboutChild = sentences.some((s) => containsPhrase(stemTokens(s.tokens), thirdPersonQuestions));
  const statedChild = sentences.some((s) => s.speaker === 'doctor' && saysChildAge(s.text));
  // "She is four years old", said by the parent of the child.
  const parentStatesAge = sentences.some(
    (s) => s.speaker === 'patient' && thirdPerson.has(s.tokens[0]?.norm ?? '') && saysChildAge(s.text),
  );
  const childCare = sentences.some((s) => containsPhrase(stemTokens(s.tokens), paediatricCues));
  const aboutChild = childCare || asksAboutChild || clinicianNamesChild || parentStatesAge;
  // A speaker with complaints of their own ("I have asthma myself") is the patient unless someone else plainly
  // speaks for a child, or the visit is about the child and the child's complaints outnumber the speaker's.
  const accepted =
    candidate.sentence.guest || statedChild || (aboutChild && (ownComplaints === 0 || childComplaints > ownComplaints));
  if (!accepted) return null;
  const sex = CHILD_NOUNS[candidate.noun] ?? undefined;
  const sameSex = Object.entries(CHILD_NOUNS)
    .filter(([, nounSex]) => sex !== undefined && nounSex === sex)
    .map(([noun]) => noun);
  const nouns = new Set([candidate.noun, ...ANY_CHILD_NOUNS, ...sameSex].map(nounKey));
  return { nouns, ...(sex ? { sex } : {}), sentenceIndex: candidate.sentence.index };
}
