import { lookupTable } from '../../../../lib/lookup-table';
import { COMPANION_OWNERS } from '../vocabulary/companion-address.vocab';
import { COMPANIONS } from '../vocabulary/companion-cue.vocab';
import {
  CHILD_ANTECEDENTS,
  EXCHANGE_CLOSERS,
  POINTING_WORDS,
  PRONOUN_ANTECEDENTS,
} from '../vocabulary/companion-exchange.vocab';
import {
  SEXED_RELATIVES,
  SPEAKER_OR_ADDRESSEE_WORDS,
  THIRD_PERSON_WORDS,
} from '../vocabulary/relative-reference.vocab';
import { RELATIVE_WORDS } from '../vocabulary/relative-word.vocab';
import type { Sentence, Sex } from './analysis.types';
import { addressedCompanionSentences, companionNames, nameLike } from './companion-address';
import { vocativeName } from './companion-vocative';
import { addressedPatientNames } from './patient-address';
import { readPatientProfile } from './patient-profile';
import { containsPhrase, cueIndex, stemTokens } from './phrase-index';
import { hasTurns, patientSideRun } from './speaker-run';

/**
 * Patient-side turns that belong to a companion because they speak of the patient in the third person while the
 * clinician is talking with that companion. Someone who calls the patient "he" with the patient in the room is not
 * the patient ("I quit years ago, so he's got no excuse."). Two shapes, both needing the clinician's own turn to the
 * companion, since a patient speaks of other people as he/she all the time:
 * - a turn the clinician answers with the companion's name ("That's great, Tom.") whose first he/she stands for the
 *   patient (the patient's sex, nobody it could stand for before it in the turn);
 * - the turns after the companion's answer to being asked by name, for as long as the companion and the clinician
 *   both keep speaking of the patient in the third person and the clinician does not turn back to the patient.
 * When the patient's sex is unknown nothing moves: a he/she could then be anyone.
 */
const pronounSex = lookupTable<Sex>({ ...THIRD_PERSON_WORDS, him: 'male' });
const antecedents = new Set([
  ...PRONOUN_ANTECEDENTS,
  ...COMPANIONS,
  ...RELATIVE_WORDS,
  ...Object.keys(SEXED_RELATIVES),
]);
const closers = cueIndex(EXCHANGE_CLOSERS);
const owners = new Set(COMPANION_OWNERS);
const persons = new Set([...SPEAKER_OR_ADDRESSEE_WORDS, ...Object.keys(pronounSex), ...POINTING_WORDS]);
/** How many turns of the companion's the exchange may run on past their first answer. */
const EXCHANGE_REACH = 3;
/** How many patient-side sentences before a clinician's words an untagged run may hold. */
const UNTAGGED_REACH = 3;

export interface Referents {
  sex: Sex;
  names: ReadonlySet<string>;
  companions: ReadonlySet<string>;
}

/** The words of the sentences `indices`, in order. */
const wordsOf = (sentences: readonly Sentence[], indices: readonly number[]): string[] =>
  [...indices].sort((a, b) => a - b).flatMap((i) => sentences[i]!.tokens.map((token) => token.norm));

/**
 * The words speak of the patient in the third person: the patient's name, or a he/she of the patient's sex before
 * anyone else it could stand for (a relative, a doctor, a name) has come up.
 */
function speaksOfPatient(words: readonly string[], referents: Referents): boolean {
  for (const word of words) {
    const bare = word.replace(/'s$/, '');
    if (antecedents.has(bare) || referents.companions.has(bare) || referents.names.has(bare)) return false;
    const sex = pronounSex[word];
    if (sex !== undefined) return sex === referents.sex;
  }
  return false;
}

/**
 * The clinician turns back to the patient: to the examination, dictation or plan, by a name they call the patient by
 * (anywhere: untagged speech cuts sentences anywhere, and naming the patient ends talk of them as "he" anyway), or
 * by another name than the companion's opening a sentence set off by a comma ("Bill, anything else?").
 */
function turnsToPatient(sentences: readonly Sentence[], run: readonly number[], referents: Referents): boolean {
  return run.some((i) => {
    const sentence = sentences[i]!;
    const first = sentence.tokens[0]?.norm ?? '';
    const calledOut = nameLike(first) && !referents.companions.has(first) && /^\W*[\w'-]+\s*,/.test(sentence.text);
    const named = sentence.tokens.some((token) => referents.names.has(token.norm));
    return named || calledOut || containsPhrase(stemTokens(sentence.tokens), closers);
  });
}

/** The sentences of the tagged turn that starts at `from`. */
function turnFrom(sentences: readonly Sentence[], from: number): number[] {
  const turn = sentences[from]?.turnIndex;
  const run: number[] = [];
  for (let i = from; i < sentences.length && sentences[i]!.turnIndex === turn; i += 1) run.push(i);
  return run;
}

/** The companion's turns after their tagged answer `answer`, for as long as the exchange runs on. */
function exchangeAfter(sentences: readonly Sentence[], answer: number[], referents: Referents) {
  const found: number[] = [];
  let companionTurn = answer;
  for (let reach = 0; reach < EXCHANGE_REACH; reach += 1) {
    const next = Math.max(...companionTurn) + 1;
    const clinician = turnFrom(sentences, next);
    if (sentences[next]?.speaker !== 'doctor' || turnsToPatient(sentences, clinician, referents)) break;
    const bothThird =
      speaksOfPatient(wordsOf(sentences, companionTurn), referents) &&
      speaksOfPatient(wordsOf(sentences, clinician), referents);
    const reply = turnFrom(sentences, next + clinician.length);
    if (!bothThird || sentences[next + clinician.length]?.speaker !== 'patient') break;
    found.push(...reply);
    companionTurn = reply;
  }
  return found;
}

/**
 * The companion's name said to them in a clinician's sentence: set off by a comma ("That's great, Tom."), or in
 * unpunctuated speech ending the sentence after no owner word ("that's great tom", not "that's my tom").
 */
function answeredName(sentence: Sentence, names: ReadonlyMap<string, string>): string | undefined {
  const vocative = vocativeName(sentence, names);
  if (vocative !== undefined || !sentence.spoken) return vocative;
  const words = sentence.tokens.map((token) => token.norm);
  const last = words[words.length - 1] ?? '';
  return names.has(last) && words.length > 1 && !owners.has(words[words.length - 2]!) ? last : undefined;
}

/** The names the clinician calls the patient by, less the words a guess can take for one ("you", "this"). */
const patientCalledBy = (sentences: readonly Sentence[]): Set<string> =>
  new Set([...addressedPatientNames(sentences)].filter((name) => nameLike(name) && !persons.has(name)));

/** Who a he/she in the talk may stand for, or undefined when the patient's sex is unknown (then it could be anyone). */
export function patientReferents(sentences: readonly Sentence[]): Referents | undefined {
  const sex = readPatientProfile(sentences).sex?.value;
  if (sex === undefined) return undefined;
  return { sex, names: patientCalledBy(sentences), companions: new Set(companionNames(sentences).keys()) };
}

/** The sentences `indices` speak of the patient as he/she before anyone else it could stand for comes up. */
export const speakOfPatient = (sentences: readonly Sentence[], indices: readonly number[], referents: Referents) =>
  speaksOfPatient(wordsOf(sentences, indices), referents);

const childCues = cueIndex(CHILD_ANTECEDENTS);
/** The sentences `indices` name someone a he/she said next may stand for: a relative, a doctor, a child. */
export function namesSomeoneElse(sentences: readonly Sentence[], indices: readonly number[]): boolean {
  return indices.some((i) => {
    const tokens = sentences[i]!.tokens;
    const named = tokens.some((token) => antecedents.has(token.norm.replace(/'s$/, '')));
    return named || containsPhrase(stemTokens(tokens), childCues);
  });
}

export function companionExchangeTurns(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  const names = companionNames(sentences);
  const sex = readPatientProfile(sentences).sex?.value;
  if (names.size === 0 || sex === undefined) return found;
  const referents: Referents = { sex, names: patientCalledBy(sentences), companions: new Set(names.keys()) };
  const tagged = hasTurns(sentences);
  for (const sentence of sentences) {
    if (sentence.speaker !== 'doctor' || answeredName(sentence, names) === undefined) continue;
    const run = patientSideRun(sentences, sentence.index, -1, UNTAGGED_REACH).sort((a, b) => a - b);
    // A tagged turn is one speaker's; untagged speech gives the companion only the sentences from the "he" on.
    const from = run.findIndex((_, k) => speaksOfPatient(wordsOf(sentences, run.slice(0, k + 1)), referents));
    if (from >= 0) run.slice(tagged ? 0 : from).forEach((i) => found.add(i));
  }
  // Untagged speech cannot tell the patient's name from any other word, so nothing there shows the clinician turning
  // back to the patient: the exchange is followed only along tagged turns.
  if (!tagged) return found;
  const answers = addressedCompanionSentences(sentences);
  for (const at of answers) {
    if (answers.has(at + 1)) continue;
    // The companion's whole answering turn (the answer taken so far, and the rest of that tagged turn), then on
    // through the exchange.
    let first = at;
    while (answers.has(first - 1) && sentences[first - 1]!.turnIndex === sentences[at]!.turnIndex) first -= 1;
    const answer = [
      ...Array.from({ length: at - first + 1 }, (_, k) => first + k),
      ...patientSideRun(sentences, at, 1, 0),
    ];
    for (const i of [...answer, ...exchangeAfter(sentences, answer, referents)]) found.add(i);
  }
  return found;
}
