import { lookupTable } from '../../../../lib/lookup-table';
import { COMPANION_OWNERS, UNSEXED_PEOPLE } from '../vocabulary/companion-address.vocab';
import { NON_KIN_PEOPLE } from '../vocabulary/non-patient-person.vocab';
import { SEXED_RELATIVES, THIRD_PERSON_WORDS } from '../vocabulary/relative-reference.vocab';
import type { Sentence, Sex } from './analysis.types';
import { companionNames } from './companion-address';
import { patientSideRun } from './speaker-run';

/**
 * A patient-side turn the clinician answers by turning to a named companion ("That's great, Nick.", "Please don't
 * share it, Karen."): the turn was the companion's when it speaks of someone as "he" / "her" who cannot be the
 * companion (the other sex: a husband's "her A1c", a daughter's "can't he take it") and whom nothing earlier in the
 * turn names. Thanks for what the patient said of the companion ("Pete has my list." "Thanks, Pete.") move nothing:
 * that turn names the companion, and a patient's "he drove me" may stand for the companion.
 */
const pronounSex = lookupTable<Sex>({ ...THIRD_PERSON_WORDS, him: 'male' });
const owners = new Set(COMPANION_OWNERS);
const people = new Set([...UNSEXED_PEOPLE, ...NON_KIN_PEOPLE]);
/** How many patient-side sentences before the clinician's words an untagged run may hold. */
const TURN_REACH = 3;

/** The text between token k-1 and token k (or the sentence's end) holds a comma. */
function commaAt(sentence: Sentence, k: number): boolean {
  const from = k === 0 ? sentence.start : sentence.tokens[k - 1]!.end;
  const to = k < sentence.tokens.length ? sentence.tokens[k]!.start : sentence.end;
  return from < to && sentence.text.slice(from - sentence.start, to - sentence.start).includes(',');
}

/**
 * A companion's name set off by a comma and closing its clause ("That's great, Nick."), or undefined. Unpunctuated
 * speech has no commas to tell a name said to someone from one spoken of, so it gives none.
 */
export function vocativeName(sentence: Sentence, names: ReadonlyMap<string, string>): string | undefined {
  const words = sentence.tokens.map((token) => token.norm);
  const k = words.findIndex(
    (word, at) =>
      names.has(word) &&
      at > 0 &&
      !owners.has(words[at - 1]!) &&
      commaAt(sentence, at) &&
      (at === words.length - 1 || commaAt(sentence, at + 1)),
  );
  return k < 0 ? undefined : words[k];
}

/** The turn names the companion (by name, or as "my husband"): its speaker is not them. */
function namesCompanion(words: readonly string[], name: string, relation: string): boolean {
  return words.some((word, k) => word === name || (word === relation && owners.has(words[k - 1] ?? '')));
}

/**
 * A "he" / "her" in the turn of the sex the companion is not, with no one of that sex, or of either ("the nurse said
 * she'd ring"), named before it.
 */
function speaksOfOtherSex(words: readonly string[], companionSex: Sex): boolean {
  for (const word of words) {
    const sex = pronounSex[word] ?? SEXED_RELATIVES[word];
    if (sex === undefined && people.has(word)) return false;
    if (sex === undefined || sex === companionSex) continue;
    return pronounSex[word] !== undefined;
  }
  return false;
}

export function answeredCompanionTurns(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  const names = companionNames(sentences);
  if (names.size === 0) return found;
  for (const sentence of sentences) {
    const before = sentences[sentence.index - 1];
    if (sentence.speaker !== 'doctor' || before?.speaker !== 'patient') continue;
    const name = vocativeName(sentence, names);
    const relation = name === undefined ? undefined : names.get(name)!;
    const sex = relation === undefined ? undefined : SEXED_RELATIVES[relation];
    if (name === undefined || relation === undefined || sex === undefined) continue;
    const run = patientSideRun(sentences, sentence.index, -1, TURN_REACH).sort((a, b) => a - b);
    const words = run.flatMap((i) => sentences[i]!.tokens.map((token) => token.norm));
    if (namesCompanion(words, name, relation) || !speaksOfOtherSex(words, sex)) continue;
    for (const i of run) found.add(i);
  }
  return found;
}
