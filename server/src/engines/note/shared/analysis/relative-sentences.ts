import { CONTEXT_TRIGGERS, NON_KIN_PEOPLE } from '../vocabulary/context-trigger.vocab';
import { FILLER_WORDS, LEADING_WORDS } from '../vocabulary/filler.vocab';
import { CHILD_NOUNS } from '../vocabulary/patient-referent.vocab';
import type { PatientReferent, QuestionAnswer, RelativeSentence, Sentence } from './analysis.types';
import {
  answersAboutRelatives,
  familyHistoryListings,
  introducesRelativeAt,
  pronounRelatives,
  speaksOfSelf,
} from './exchange-context';
import { patientTokensOf } from './patient-referent';
import { cutPiecesBefore } from './relative-carry';
import { addRelativeOutcomes } from './relative-outcome';
import { stemWord } from './word-tokenizer';

/**
 * Whose story a sentence tells, whether or not it names a concept the lexicon knows: "She has attempted suicide
 * twice" after "I have one sister", "I'm fairly sure they had polio" answering "your uncles, they both had polio?",
 * "my grandmother and two of my aunts | also passed away from huntington". The note writers leave such sentences
 * out of the patient's story and put them with the family history. Patient-side statements only, and only where
 * the speaker does not come in ("… and I have it too").
 */

const RELATIVES = new Set([
  ...CONTEXT_TRIGGERS.filter((trigger) => trigger.category === 'family' && !trigger.phrase.includes(' ')).map(
    (trigger) => trigger.phrase,
  ),
  'family',
]);
/** Words that own the relative who is a sentence's subject ("my aunt", "her dad", "both our kids"). */
const OWNERS = new Set(['my', 'our', 'his', 'her', 'their']);
/** Words before the owner that still leave the relative the subject ("both my uncles", "one of my sons"). */
const SUBJECT_LEADS = new Set([
  ...FILLER_WORDS,
  ...LEADING_WORDS.filter((word) => !word.includes(' ')),
  ...[',', 'both', 'all', 'one', 'two', 'three', 'some', 'most', 'of', 'either'],
]);
/** Words between the owner and the relative ("my older sister", "my late father"). */
const RELATIVE_ADJECTIVES = new Set(['older', 'younger', 'oldest', 'youngest', 'big', 'little', 'late', 'twin']);
/** Verbs that tell of a relative's health ("had polio", "passed away from", "was diagnosed with", "is on lithium"). */
const HEALTH_VERBS = new Set([
  ...['had', 'has', 'have', 'got', 'gets', 'get', 'died', 'dies', 'passed', 'diagnosed', 'suffers', 'suffered'],
  ...['suffer', 'struggles', 'struggled', 'developed', 'battled', 'survived', 'underwent', 'needed', 'needs'],
  ...['takes', 'took', 'uses', 'used', 'on'],
]);
/** How far after the relative its verb may come ("my grandmother and two of my aunts also passed away"). */
const VERB_REACH = 8;
/** Any person a piece cut from speech may name: one that names none has lost its subject to the piece before. */
const PERSON_WORD =
  /^(i|i'm|i've|i'd|me|my|myself|he|she|they|he's|she's|they're|they've|him|her|them|his|their|we|our|us|you|your)$/;
const relativeWord = (norm: string) => norm.replace(/'s$/, '');
/** "We have two adopted kids": the speaker's household speaks, not a relative's story. */
const WE = /^(we|we've|we're|we'd|us)$/;
/**
 * A child: in a visit for a child the parent's "my son" or the clinician's "your daughter" is often the patient,
 * even where the analysis could not tell, so no sentence is taken from the story for a child.
 */
const CHILD_STEMS = new Set(
  [...Object.keys(CHILD_NOUNS), 'children', 'kids', 'sons', 'daughters', 'babies', 'boys', 'girls'].map(stemWord),
);
const isChild = (word: string) => CHILD_STEMS.has(stemWord(word));
/** A spouse, partner or friend: their doings ("my husband has been hauling corn") are social history, if anything. */
const NON_KIN = new Set(NON_KIN_PEOPLE);
/** A relative whose story a sentence may be taken from the patient's for: kin, and no child who may be the patient. */
const kin = (word: string | undefined) => word !== undefined && !isChild(word) && !NON_KIN.has(word);

/** The speaker's relative named from word `at` ("my older sister", "her dad", "my family members"), or null. */
function ownedRelativeAt(
  sentence: Sentence,
  words: readonly string[],
  at: number,
  referent: PatientReferent | null,
): { relative: string; at: number } | null {
  const owner = words[at];
  if (owner === undefined || !OWNERS.has(owner)) return null;
  // A guest's "my mother" may be the patient herself; with a child patient, "my son" is.
  if (owner === 'my' && sentence.guest && referent === null) return null;
  let k = at + 1;
  while (RELATIVE_ADJECTIVES.has(words[k] ?? '')) k += 1;
  const relative = words[k];
  if (relative === undefined || !RELATIVES.has(relative) || !kin(relative)) return null;
  return patientTokensOf(sentence.tokens, referent).has(k) ? null : { relative, at: k };
}

const wordsOf = (sentence: Sentence) => sentence.tokens.map((token) => relativeWord(token.norm));

/** The relative a sentence opens with ("both my uncles …", "her dad …"), with its place among the words. */
function openingRelative(
  sentence: Sentence,
  referent: PatientReferent | null,
): { relative: string; at: number } | null {
  const words = wordsOf(sentence);
  let at = 0;
  while (at < words.length && SUBJECT_LEADS.has(words[at]!)) at += 1;
  return ownedRelativeAt(sentence, words, at, referent);
}

/**
 * The relative a sentence tells the health of: named as the speaker's ("both my uncles had …", "… but many of my
 * family members had lazy eyes") with a verb of health after them. Speech may cut the verb off into the next piece
 * ("my grandmother and two of my aunts | also passed away …").
 */
function relativeSubject(
  sentence: Sentence,
  referent: PatientReferent | null,
  next: Sentence | undefined,
): string | undefined {
  const words = wordsOf(sentence);
  const opening = openingRelative(sentence, referent);
  const named = opening ?? words.map((_, at) => ownedRelativeAt(sentence, words, at, referent)).find(Boolean);
  if (!named) return undefined;
  const said = [...words, ...(next ? wordsOf(next) : [])];
  // "My daughter's only round the corner" tells where she lives, no illness of hers.
  const told = said.slice(named.at + 1, named.at + 1 + VERB_REACH).some((word) => HEALTH_VERBS.has(word));
  return told ? named.relative : undefined;
}

const THIRD_PERSON = /^(she|he|they|she's|he's|they're|they've)$/;

/** "i have one sister she has been in hospital twice": a relative introduced, then their pronoun, in one breath. */
function introducedThenTold(sentence: Sentence): string | undefined {
  const tokens = sentence.tokens;
  const at = tokens.findIndex((_, k) => introducesRelativeAt(tokens, k));
  if (at < 0) return undefined;
  const relative = tokens.slice(at + 2).find((token) => RELATIVES.has(relativeWord(token.norm)));
  const told = tokens.slice(at + 2).some((token) => THIRD_PERSON.test(token.norm));
  return told && relative ? relativeWord(relative.norm) : undefined;
}

/**
 * "My grandmother had it. She passed away from it.": the relative a leading pronoun stands for, when the speaker
 * introduced them in the sentence just before (opening with them, "I have one sister", or a sentence already told
 * of them). Named by anyone further back ("my brother's dog … he is up to date on his shots"), the pronoun may be
 * someone or something else: the story keeps it.
 */
function pronounAfterIntroduction(
  sentences: readonly Sentence[],
  sentence: Sentence,
  pronouns: ReadonlyMap<number, string>,
  told: ReadonlyMap<number, RelativeSentence>,
  referent: PatientReferent | null,
): string | undefined {
  const relative = pronouns.get(sentence.index);
  if (!kin(relative)) return undefined;
  // Back past the sentences led by the same pronoun ("She is 38. She has … She has …") to where they began.
  let before = sentences[sentence.index - 1];
  for (
    let k = 0;
    k < CHAIN_REACH && before && pronouns.get(before.index) === relative && !told.get(before.index);
    k += 1
  )
    before = sentences[before.index - 1];
  // Unpunctuated speech is one turn whose speakers are guessed: there the same turn will do.
  if (!before || (before.speaker !== sentence.speaker && before.turnIndex !== sentence.turnIndex)) return undefined;
  const introduced =
    told.get(before.index)?.named === true ||
    openingRelative(before, referent) !== null ||
    before.tokens.some((_, k) => introducesRelativeAt(before.tokens, k));
  return introduced ? relative : undefined;
}
/** How many sentences led by the same pronoun may stand between it and the introduction. */
const CHAIN_REACH = 3;

/**
 * Patient-side sentences that tell a relative's story, with the relative, and whether the sentence reads as theirs
 * on its own: it opens with them or their pronoun, or goes on from a piece that does. One that is theirs only by
 * the question it answers ("I'm fairly sure they had polio") is left out of the story but needs its context.
 */
export function relativeSentences(
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
  referent: PatientReferent | null,
): Map<number, RelativeSentence> {
  const told = new Map<number, RelativeSentence>();
  const answers = answersAboutRelatives(sentences, questions, referent);
  const listings = familyHistoryListings(sentences);
  const pronouns = pronounRelatives(sentences, referent);
  for (const sentence of sentences) {
    if (sentence.speaker !== 'patient' || sentence.isQuestion || speaksOfSelf(sentence)) continue;
    const cutFrom = cutPiecesBefore(sentences, sentence).at(-1);
    // "my grandmother and two of my aunts | also passed away from huntington": the piece that lost its subject.
    const carried =
      cutFrom && !sentence.tokens.some((token) => PERSON_WORD.test(token.norm)) ? told.get(cutFrom.index) : undefined;
    const after = sentences[sentence.index + 1];
    const cutAfter = after && cutPiecesBefore(sentences, after).at(-1) === sentence ? after : undefined;
    const subject = relativeSubject(sentence, referent, cutAfter);
    if (!subject && sentence.tokens.some((token) => WE.test(token.norm))) continue;
    // "I have one brother." tells what family the speaker has, no story of the brother's.
    const introduced = sentence.tokens.some((_, k) => introducesRelativeAt(sentence.tokens, k));
    const toldOf = introducedThenTold(sentence);
    if (introduced && toldOf === undefined) continue;
    const named =
      pronounAfterIntroduction(sentences, sentence, pronouns, told, referent) ??
      subject ??
      (kin(toldOf) ? toldOf : undefined) ??
      (carried?.named ? carried.relative : undefined);
    const answered = answers.get(sentence.index);
    const relative =
      named ?? (kin(answered) ? answered : undefined) ?? listings.get(sentence.index) ?? carried?.relative;
    if (relative !== undefined) told.set(sentence.index, { relative, named: named !== undefined });
  }
  addRelativeOutcomes(sentences, told, RELATIVES);
  return told;
}
