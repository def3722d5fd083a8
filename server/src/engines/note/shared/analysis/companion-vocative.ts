import { lookupTable } from '../../../../lib/lookup-table';
import { ADDRESSEE_OWNERS, COMPANION_OWNERS, UNSEXED_PEOPLE } from '../vocabulary/companion-address.vocab';
import { NON_KIN_PEOPLE } from '../vocabulary/non-patient-person.vocab';
import { SEXED_RELATIVES, THIRD_PERSON_WORDS } from '../vocabulary/relative-reference.vocab';
import type { Sentence, Sex } from './analysis.types';
import { companionNames } from './companion-address';
import { findMentions } from './mention-finder';
import { commaAt } from './sentence-comma';
import { hasTurns, patientSideRun } from './speaker-run';

/**
 * A patient-side turn the clinician answers by turning to a named companion ("That's great, Nick.", "Please don't
 * share it, Karen."): the turn was the companion's when it speaks of someone as "he" / "her" who cannot be the
 * companion (the other sex: a husband's "her A1c", a daughter's "can't he take it") and whom nothing earlier in the
 * turn names, or when it broke in on the patient and the clinician says its medicine or illness back as "your …". Thanks for what the patient said of the companion ("Pete has my list." "Thanks, Pete.") move nothing:
 * that turn names the companion, and a patient's "he drove me" may stand for the companion.
 */
const pronounSex = lookupTable<Sex>({ ...THIRD_PERSON_WORDS, him: 'male' });
const owners = new Set(COMPANION_OWNERS);
const people = new Set([...UNSEXED_PEOPLE, ...NON_KIN_PEOPLE]);
/** How many patient-side sentences before the clinician's words an untagged run may hold. */
const TURN_REACH = 3;

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
    if (name === undefined) continue;
    const relation = names.get(name)!;
    const sex = SEXED_RELATIVES[relation];
    const run = patientSideRun(sentences, sentence.index, -1, TURN_REACH).sort((a, b) => a - b);
    const words = run.flatMap((i) => sentences[i]!.tokens.map((token) => token.norm));
    if (namesCompanion(words, name, relation)) continue;
    const otherSex = sex !== undefined && speaksOfOtherSex(words, sex);
    if (!otherSex && !echoedBackToBack(sentences, sentence, run)) continue;
    for (const i of run) found.add(i);
  }
  return found;
}

/**
 * The clinician's words to the companion say back, as "your …", a medicine or illness of the turn they answer ("I'm
 * glad the omeprazole is settling your ulcer, Rob."), and that turn broke in on the patient's with no clinician
 * between: it was the companion's own story. Only tagged talk has turns to tell a second speaker by.
 */
function echoedBackToBack(sentences: readonly Sentence[], said: Sentence, run: readonly number[]): boolean {
  const last = sentences[said.index - 1];
  if (!hasTurns(sentences) || last === undefined) return false;
  // The tagged turn just before the clinician's words, and the patient-side turn it broke in on.
  const turn = run.filter((i) => sentences[i]!.turnIndex === last.turnIndex);
  const before = sentences[Math.min(...turn) - 1];
  if (before?.speaker !== 'patient' || before.turnIndex === last.turnIndex) return false;
  if (!said.tokens.some((token) => addressee.has(token.norm))) return false;
  const turnConcepts = new Set(turn.flatMap((i) => conceptsOf(sentences[i]!)));
  return conceptsOf(said).some((concept) => turnConcepts.has(concept));
}

const addressee = new Set(ADDRESSEE_OWNERS);
const conceptsOf = (sentence: Sentence): string[] =>
  findMentions(sentence.tokens, false).map((mention) => mention.conceptId);
