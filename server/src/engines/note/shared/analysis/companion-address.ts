import { COMPANIONS } from '../vocabulary/companion-cue.vocab';
import {
  ACKNOWLEDGEMENTS,
  ADDRESS_FOLLOWERS,
  ADDRESS_LEADS,
  COMPANION_OWNERS,
  NAME_INTRODUCERS,
  NOT_NAMES,
} from '../vocabulary/companion-address.vocab';
import { NON_KIN_PEOPLE } from '../vocabulary/context-trigger.vocab';
import type { Mention, Sentence } from './analysis.types';
import { hasTurns, patientSideRun } from './speaker-run';

/**
 * A companion who gives their name ("it's her husband, Pete") and whom the clinician later asks by it ("And Pete,
 * you've got a chest problem as well?"): the patient-side sentences that answer are the companion's, and the
 * illnesses they give themselves there ("I've got emphysema") are not the patient's. Tags cannot tell: both speak
 * on the patient's side of the visit.
 */
const companions = new Set(COMPANIONS);
const owners = new Set(COMPANION_OWNERS);
const leads = new Set(ADDRESS_LEADS);
const followers = new Set(ADDRESS_FOLLOWERS);
const notNames = new Set(NOT_NAMES);
const introducers = new Set(NAME_INTRODUCERS);
/** How many patient-side sentences after the question the companion may go on answering. */
const ANSWER_REACH = 2;
const MIN_NAME_LETTERS = 2;

export const nameLike = (word: string | undefined): word is string =>
  word !== undefined &&
  !notNames.has(word) &&
  !companions.has(word) &&
  /^[a-z]+$/.test(word) &&
  word.length > MIN_NAME_LETTERS;

/** "it's karen , her daughter": the name said just before "her …", opened by "it's" / "I'm". */
function nameBefore(words: readonly string[], k: number): string | undefined {
  const at = words[k - 2] === ',' ? k - 3 : k - 2;
  return nameLike(words[at]) && introducers.has(words[at - 1] ?? '') ? words[at] : undefined;
}

/**
 * Names given after "her husband", "my wife" … (or just before: "it's Karen, her daughter"), each with who they are
 * to the patient. Any speaker: unlabelled
 * speech guesses speakers, and the clinician may say it ("is this her husband, Pete?").
 */
export function companionNames(sentences: readonly Sentence[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const sentence of sentences) {
    const own = sentence.tokens.map((token) => token.norm);
    // "I'm Leanne. His partner.": the name may end the sentence before the one that says who they are.
    const before = own.length > 0 && owners.has(own[0]!) ? (sentences[sentence.index - 1]?.tokens ?? []) : [];
    const words = [...before.map((token) => token.norm), ...own];
    words.forEach((word, k) => {
      if (!companions.has(word) || !owners.has(words[k - 1] ?? '')) return;
      const name = nameLike(words[k + 1]) ? words[k + 1] : nameBefore(words, k);
      if (name !== undefined) names.set(name, word);
    });
  }
  return names;
}

/** Token k of the sentence is one of the names said to that person ("and pete", "hello pete thanks"). */
function addressesAt(words: readonly string[], k: number, names: ReadonlyMap<string, string>): boolean {
  if (!names.has(words[k]!)) return false;
  const before = words[k - 1];
  const after = words[k + 1];
  return (before === undefined || leads.has(before)) && (after === undefined || followers.has(after));
}

/**
 * Patient-side sentences that answer a clinician who has just turned to a named companion, each with who the
 * companion is to the patient ("husband"). The name may end a sentence the recogniser gave the patient ("no
 * allergies to anything and pete | you've got a chest problem too").
 */
export function addressedCompanions(sentences: readonly Sentence[]): Map<number, string> {
  const found = new Map<number, string>();
  const names = companionNames(sentences);
  if (names.size === 0) return found;
  for (const sentence of sentences) {
    const words = sentence.tokens.map((token) => token.norm);
    const at = words.findIndex((_, k) => addressesAt(words, k, names));
    if (at < 0) continue;
    // The clinician's words to the companion: this sentence when theirs, else the next one.
    const asked = sentence.speaker === 'doctor' ? sentence : sentences[sentence.index + 1];
    if (asked?.speaker !== 'doctor') continue;
    for (let i = asked.index + 1; i <= asked.index + ANSWER_REACH; i += 1) {
      if (sentences[i]?.speaker !== 'patient') break;
      found.set(i, names.get(words[at]!)!);
    }
  }
  return found;
}

/** The sentences of `addressedCompanions`. */
export const addressedCompanionSentences = (sentences: readonly Sentence[]): Set<number> =>
  new Set(addressedCompanions(sentences).keys());

const nonKin = new Set(NON_KIN_PEOPLE);

/**
 * A named companion's own illness ("I've got emphysema", read as someone else's by the companion check) is written
 * as theirs: it names who they are to the patient, and a spouse or friend's illness is no family history.
 */
export function nameAddressedCompanions(mentions: Mention[], sentences: readonly Sentence[]): void {
  const relations = addressedCompanions(sentences);
  for (const mention of mentions) {
    const relation = relations.get(mention.sentenceIndex);
    if (!relation || mention.assertion !== 'family' || mention.attributes.relative) continue;
    mention.attributes.relative = relation;
    if (nonKin.has(relation)) mention.attributes.notKin = 'true';
  }
}

const acknowledgements = ACKNOWLEDGEMENTS.map((phrase) => phrase.split(' '));

/** The words just before token k thank or acknowledge someone ("thanks", "good to know"). */
const acknowledgedAt = (words: readonly string[], k: number): boolean =>
  acknowledgements.some((phrase) => phrase.every((word, j) => words[k - phrase.length + j] === word));

/**
 * Patient-side sentences just before a clinician thanks a named companion ("Good to know, Dana."): the words
 * acknowledged were the companion's, so the illness they give themselves there ("I've got eczema myself") is theirs.
 * Untagged speech may glue the thanks into a sentence given to the patient; what came before it is still theirs.
 */
export function acknowledgedCompanionSentences(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  const names = companionNames(sentences);
  if (names.size === 0) return found;
  const tagged = hasTurns(sentences);
  for (const sentence of sentences) {
    if (tagged && sentence.speaker !== 'doctor') continue;
    const words = sentence.tokens.map((token) => token.norm);
    const thanked = words.findIndex((word, k) => names.has(word) && acknowledgedAt(words, k));
    if (thanked < 0) continue;
    // "… i've got psoriasis myself thanks grace": the thanks ends a sentence given to the one thanked.
    if (!tagged && sentence.speaker === 'patient' && thanked === words.length - 1) found.add(sentence.index);
    for (const i of patientSideRun(sentences, sentence.index, -1, ANSWER_REACH)) found.add(i);
  }
  return found;
}
