import {
  COMPARISON_LEADS,
  COMPARISON_OWNERS,
  PATIENT_OWNING_WORDS,
  SEXED_RELATIVES,
  SPEAKER_COMPARISON_OWNERS,
  SPEAKER_OR_ADDRESSEE_WORDS,
  SPEAKER_SUBJECT_WORDS,
  TELLING_VERBS,
  THIRD_PERSON_WORDS,
} from '../vocabulary/relative-reference.vocab';
import { NON_KIN_PEOPLE } from '../vocabulary/context-trigger.vocab';
import type { Mention, PatientReferent, Sentence, Sex } from './analysis.types';

/**
 * Whose illness a finding is when a word inside its sentence points back to a relative. Unpunctuated speech runs
 * clauses together ("my dad had bad hands as well but his was arthritis", "she says I'm quiet she's the snorer"),
 * so a relative named at the start no longer reaches a finding said after "but" or after the speaker came in; the
 * "his" / "she's" right before the finding still does. A clinician comparing ("look for fibroids like your mum")
 * names the relative's illness, not one found in the patient.
 */

/** How many words before a finding its owner's pronoun may stand ("his was arthritis", "she's the one with asthma"). */
const PRONOUN_REACH = 5;
/** How many words after a finding a comparison may start ("fibroids, like your mum"). */
const COMPARISON_GAP = 2;
/** How many words before a compared finding may tie it to the patient. */
const OWNING_REACH = 6;

const speakerWords = new Set(SPEAKER_OR_ADDRESSEE_WORDS);
const tellingVerbs = new Set(TELLING_VERBS);
const comparisonOwners = new Set(COMPARISON_OWNERS);
const owningWords = new Set(PATIENT_OWNING_WORDS);
const nonKin = new Set(NON_KIN_PEOPLE);
const relativeWord = (word: string) => word.replace(/'s$/, '');
const sexOfRelative = (word: string): Sex | undefined => SEXED_RELATIVES[relativeWord(word)];

const wordsOf = (sentence: Sentence) => sentence.tokens.map((token) => token.norm);
const ownFinding = (mention: Mention) =>
  mention.assertion === 'present' && (mention.kind === 'condition' || mention.kind === 'symptom');

/** The pronoun nearest before the finding, with its position, when no speaker's word comes nearer. */
export function pronounBefore(words: readonly string[], first: number): { at: number; sex: Sex } | null {
  for (let k = first - 1; k >= Math.max(0, first - PRONOUN_REACH); k -= 1) {
    const word = words[k]!;
    if (speakerWords.has(word)) return null;
    const sex = THIRD_PERSON_WORDS[word];
    if (sex === undefined) continue;
    // "she says …", "he's worried …": the relative tells of it.
    const next = words[k + 1] ?? '';
    return tellingVerbs.has(next) || (next === 'is' && tellingVerbs.has(words[k + 2] ?? '')) ? null : { at: k, sex };
  }
  return null;
}

const speakerSubjects = new Set(SPEAKER_SUBJECT_WORDS);
const speakerComparisonOwners = new Set(SPEAKER_COMPARISON_OWNERS);

/**
 * The last relative of that sex named before position `before` in the sentence ("my dad … but his"), unless the
 * speaker came in as subject between ("this is my daughter … I'm seeing … she's").
 */
export function relativeNamedBefore(words: readonly string[], before: number, sex: Sex): string | undefined {
  for (let k = before - 1; k >= 0; k -= 1) {
    if (speakerSubjects.has(words[k]!)) return undefined;
    if (sexOfRelative(words[k]!) === sex) return relativeWord(words[k]!);
  }
  return undefined;
}

/** The relative a finding is compared with right after it ("fibroids like your mum", "same as his dad"). */
export function comparedRelative(words: readonly string[], last: number): string | undefined {
  for (let start = last; start <= last + COMPARISON_GAP && start < words.length; start += 1) {
    const lead = COMPARISON_LEADS.find((phrase) => phrase.every((word, k) => words[start + k] === word));
    if (!lead) continue;
    let k = start + lead.length;
    if (comparisonOwners.has(words[k] ?? '')) k += 1;
    return sexOfRelative(words[k] ?? '') ? relativeWord(words[k]!) : undefined;
  }
  return undefined;
}

/**
 * Words before the compared finding that make it the patient's ("you've got eczema like your mum"), or the patient
 * comparing with their own relative ("migraines, like my mum"): the patient's finding, the relative's only noted.
 */
function tiedToPatient(words: readonly string[], first: number, last: number, relative: string): boolean {
  if (words.slice(Math.max(0, first - OWNING_REACH), first).some((word) => owningWords.has(word))) return true;
  // Speech may give the patient's words to the clinician: "my" compares with the speaker's own relative either way.
  const at = words.findIndex((word, k) => k >= last && relativeWord(word) === relative);
  return at > 0 && speakerComparisonOwners.has(words[at - 1]!);
}

function markRelative(mention: Mention, relative: string, reason: string): void {
  mention.assertion = 'family';
  mention.attributes.relative = relative;
  // "She's the snorer" of a wife: someone else's, but no family history to code.
  if (nonKin.has(relative)) mention.attributes.notKin = 'true';
  mention.reason = reason;
}

/**
 * Gives a finding to the relative a pronoun or comparison inside its sentence points back to. `leadRelatives` are
 * the relatives a sentence's leading "he" / "she" already stands for (read with the visit's child patient in mind).
 * A visit where someone speaks for a child patient is left alone: their "he" / "his" is the patient.
 */
export function applyRelativeReferences(
  mentions: Mention[],
  sentences: readonly Sentence[],
  leadRelatives: ReadonlyMap<number, string>,
  referent: PatientReferent | null,
): void {
  for (const mention of mentions) {
    if (!ownFinding(mention)) continue;
    const sentence = sentences[mention.sentenceIndex]!;
    // The clinician's assessment names the patient's problems; one speaking for a child compares the child's.
    if (sentence.isQuestion || mention.inAssessment || referent !== null || sentence.guest) continue;
    const words = wordsOf(sentence);
    const compared = comparedRelative(words, mention.last);
    if (compared && !tiedToPatient(words, mention.first, mention.last, compared)) {
      markRelative(mention, compared, `compared with "${compared}" right after it`);
      continue;
    }
    const pronoun = pronounBefore(words, mention.first);
    if (!pronoun) continue;
    const named = relativeNamedBefore(words, pronoun.at, pronoun.sex);
    const led = leadRelatives.get(sentence.index);
    const relative = named ?? (led !== undefined && sexOfRelative(led) === pronoun.sex ? led : undefined);
    if (relative) markRelative(mention, relative, `"${words[pronoun.at]}" standing for "${relative}" before it`);
  }
}
