import {
  COMPANION_LEADS,
  COMPANIONS,
  SELF_CONTRAST_FRAME_GAP,
  SELF_CONTRAST_FRAMES,
  SELF_CONTRASTS,
  THIRD_PERSON_OWNERS_AND_SUBJECTS,
  WHO_CAME_CUES,
} from '../vocabulary/companion-cue.vocab';
import {
  ACKNOWLEDGEMENTS,
  ADDRESS_FOLLOWERS,
  ADDRESS_LEADS,
  ADDRESS_TITLES,
  ADDRESSED_OPENERS,
  ADDRESSEE_OWNERS,
  COMPANION_OWNERS,
  NAME_INTRODUCERS,
  NAMED_ONLY_FOLLOWERS,
  NAMED_ONLY_LEADS,
  NAMED_ONLY_RELATION,
  NOT_NAMES,
  NOT_STAY_NAMES,
  STAY_CONSENT_FOLLOWERS,
  STAY_CONSENT_LEADS,
  UNSEXED_PEOPLE,
} from '../vocabulary/companion-address.vocab';
import { NON_KIN_PEOPLE } from '../vocabulary/context-trigger.vocab';
import type { Mention, Sentence } from './analysis.types';
import { containsPhrase, cueIndex, stemTokens } from './phrase-index';
import { commaAt } from './sentence-comma';
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
const openers = new Set(ADDRESSED_OPENERS);
const notNames = new Set(NOT_NAMES);
const introducers = new Set(NAME_INTRODUCERS);
const addresseeOwners = new Set(ADDRESSEE_OWNERS);
/** How many patient-side sentences after the question the companion may go on answering. */
const ANSWER_REACH = 2;
const MIN_NAME_LETTERS = 2;

export const nameLike = (word: string | undefined): word is string =>
  word !== undefined &&
  !notNames.has(word) &&
  !companions.has(word) &&
  /^[a-z]+$/.test(word) &&
  word.length > MIN_NAME_LETTERS;

/**
 * "it's karen , her daughter", "Steve, my husband.": the name said just before "her …", opened by "it's" / "I'm" or
 * opening the sentence (`opening` is where the sentence's own words start).
 */
function nameBefore(words: readonly string[], k: number, opening: number): string | undefined {
  const at = words[k - 2] === ',' ? k - 3 : k - 2;
  // "Sue, your husband can stay": a name opening the sentence before "your …" is the one spoken to.
  const opened = (at === opening && !addresseeOwners.has(words[k - 1]!)) || introducers.has(words[at - 1] ?? '');
  return nameLike(words[at]) && opened ? words[at] : undefined;
}

/**
 * "My wife. | Sheila.", "And you must be his daughter? | Karen.": who they are ends a sentence and the next one is
 * nothing but the name (written speech cuts there; untagged speech runs the two together, read above).
 */
function nameAfterCut(words: readonly string[], k: number, next: Sentence | undefined): string | undefined {
  if (k !== words.length - 1 || next?.tokens.length !== 1) return undefined;
  const name = next.tokens[0]!.norm;
  return nameLike(name) ? name : undefined;
}

/** A companion's name as given: who they are to the patient, and the sentence that gives it. */
interface CompanionNaming {
  name: string;
  relation: string;
  index: number;
}

/**
 * Names given after "her husband", "my wife" … (or just before: "it's Karen, her daughter"), each with who they are
 * to the patient. Any speaker: unlabelled speech guesses speakers, and the clinician may say it ("is this her
 * husband, Pete?").
 */
function companionNamings(sentences: readonly Sentence[]): CompanionNaming[] {
  const namings: CompanionNaming[] = [];
  for (const sentence of sentences) {
    const own = sentence.tokens.map((token) => token.norm);
    // "I'm Leanne. His partner.": the name may end the sentence before the one that says who they are.
    const before = own.length > 0 && owners.has(own[0]!) ? (sentences[sentence.index - 1]?.tokens ?? []) : [];
    const words = [...before.map((token) => token.norm), ...own];
    words.forEach((word, k) => {
      if (!companions.has(word) || !owners.has(words[k - 1] ?? '')) return;
      // Unpunctuated speech may cut right after a name opening "dennis | my husband": it ends the sentence before.
      const opening = sentence.spoken && before.length > 0 ? before.length - 1 : before.length;
      const name = nameLike(words[k + 1])
        ? words[k + 1]
        : (nameBefore(words, k, opening) ?? nameAfterCut(words, k, sentences[sentence.index + 1]));
      if (name !== undefined) namings.push({ name, relation: word, index: sentence.index });
    });
  }
  return namings;
}

/**
 * The names of `stayingCompanions`, `companionNamings` and `namedOnlyCompanions`, each with who they are to the
 * patient (a name also given with who they are keeps that).
 */
export const companionNames = (sentences: readonly Sentence[]): Map<string, string> =>
  new Map(
    [...stayingCompanions(sentences), ...companionNamings(sentences), ...namedOnlyCompanions(sentences)].map(
      ({ name, relation }) => [name, relation],
    ),
  );

const stayLeads = STAY_CONSENT_LEADS.map((lead) => lead.split(' '));
const stayFollowers = new Set(STAY_CONSENT_FOLLOWERS);
const stayLeadEnds = new Set(stayLeads.map((lead) => lead[lead.length - 1]!));
const notStayNames = new Set([...NOT_STAY_NAMES, ...UNSEXED_PEOPLE]);

/**
 * Companions the clinician asks the patient may stay ("are you happy for Gary to stay?", "is it alright if Jean
 * helps?"): whoever is named there is in the room, who they are to the patient not said. Any speaker: unlabelled
 * speech guesses speakers.
 */
function stayingCompanions(sentences: readonly Sentence[]): CompanionNaming[] {
  const namings: CompanionNaming[] = [];
  for (const sentence of sentences) {
    const tokens = sentence.tokens;
    // Cheap checks first: companionNames is asked for often.
    for (let k = 1; k < tokens.length - 1; k += 1) {
      if (!stayFollowers.has(tokens[k + 1]!.norm) || !stayLeadEnds.has(tokens[k - 1]!.norm)) continue;
      const word = tokens[k]!.norm;
      if (!nameLike(word) || notStayNames.has(word)) continue;
      const words = tokens.map((token) => token.norm);
      if (stayLeads.some((lead) => lead.every((w, j) => words[k - lead.length + j] === w)))
        namings.push({ name: word, relation: NAMED_ONLY_RELATION, index: sentence.index });
    }
  }
  return namings;
}

/**
 * Companions the patient's side brings in by a name alone ("This is Dana. She drove me."), who to the patient not
 * said: the name closes the words "this is" (or runs straight on into a he/she in unpunctuated speech), and the
 * clinician says it back later ("Nice to meet you, Dana"). "This is awful" is no one: the clinician never says it.
 */
function namedOnlyCompanions(sentences: readonly Sentence[]): CompanionNaming[] {
  const namings: CompanionNaming[] = [];
  for (const sentence of sentences) {
    if (sentence.speaker !== 'patient') continue;
    const words = sentence.tokens.map((token) => token.norm);
    words.forEach((word, k) => {
      if (!introducedOnly(words, k)) return;
      const saidBack = sentences.some(
        (later) =>
          later.index > sentence.index && later.speaker === 'doctor' && later.tokens.some((t) => t.norm === word),
      );
      if (saidBack) namings.push({ name: word, relation: NAMED_ONLY_RELATION, index: sentence.index });
    });
  }
  return namings;
}

/** Token k is a name said by itself after "this is", the sentence ending there or going on with a he/she. */
function introducedOnly(words: readonly string[], k: number): boolean {
  if (!nameLike(words[k]) || !namedOnlyLeads.some((lead) => lead.every((w, j) => words[k - lead.length + j] === w)))
    return false;
  const after = words[k + 1];
  return after === undefined || namedOnlyFollowers.has(after);
}

const namedOnlyLeads = NAMED_ONLY_LEADS.map((lead) => lead.split(' '));
const namedOnlyFollowers = new Set(NAMED_ONLY_FOLLOWERS);

const introductions = cueIndex(COMPANION_LEADS.flatMap((lead) => COMPANIONS.map((who) => `${lead} ${who}`)));
const whoCame = cueIndex(WHO_CAME_CUES);

/** Some sentence brings a companion in by a lead ("this is my mum", "and you're Mum?", "I've brought my wife"). */
export const companionIntroduced = (sentences: readonly Sentence[]): boolean =>
  sentences.some((sentence) => containsPhrase(stemTokens(sentence.tokens), introductions));

/**
 * Someone named came in with the patient: the name given in answer to, or in the breath of, the clinician asking
 * who came ("Who's with you?" "My sister, Rosa."), or said to them by the clinician, or given alone ("This is Dana.")
 * and said back. A relative only spoken of ("my wife Jean made me come") may be at home.
 */
export function namedCompanionPresent(sentences: readonly Sentence[]): boolean {
  // A companion given by name alone is one the clinician has said that name back to.
  if (addressedCompanions(sentences).size > 0 || namedOnlyCompanions(sentences).length > 0) return true;
  if (stayingCompanions(sentences).length > 0) return true;
  return companionNamings(sentences).some(({ index }) =>
    [sentences[index - 1], sentences[index]].some(
      (sentence) => sentence !== undefined && containsPhrase(stemTokens(sentence.tokens), whoCame),
    ),
  );
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
    const at = addressIn(sentence, sentences[sentence.index + 1], names);
    if (at < 0) continue;
    const relation = names.get(words[at]!)!;
    // Untagged speech may glue the answer on to the few words turning to the companion ("and sheila you're keeping
    // well oh don't ask i've got …"): the answer starts in that sentence.
    const glued = sentence.spoken && sentence.speaker === 'patient' && at <= GLUED_LEAD && at < words.length - 1;
    if (glued) found.set(sentence.index, relation);
    // The clinician's words to the companion: this sentence when theirs, else the next one.
    const asked = sentence.speaker === 'doctor' || glued ? sentence : sentences[sentence.index + 1];
    if (asked?.speaker !== 'doctor' && !glued) continue;
    const last = glued ? asked!.index : lastOfQuestionTurn(sentences, asked!, words[at]!);
    if (last < 0) continue;
    for (let i = last + 1; i <= last + ANSWER_REACH; i += 1) {
      if (sentences[i]?.speaker !== 'patient') break;
      found.set(i, relation);
    }
  }
  return found;
}

/**
 * The last of the clinician's sentences before the companion answers `asked`, or -1. In tagged talk a question to
 * the companion may go on in remarks of the same turn ("And Jean, how are you keeping? It can't be easy."): the
 * answer comes after the turn, unless the turn goes on to call someone else by name ("Mr Doyle, any chest pain?").
 * A greeting or thanks ("Jean, thanks.") asks nothing, so the rest of its turn is left to whoever it speaks to.
 */
function lastOfQuestionTurn(sentences: readonly Sentence[], asked: Sentence, name: string): number {
  if (!hasTurns(sentences) || !asked.isQuestion) return asked.index;
  let last = asked.index;
  for (let next = sentences[last + 1]; next?.speaker === 'doctor' && next.turnIndex === asked.turnIndex;) {
    if (callsOtherByName(next, name)) return -1;
    last += 1;
    next = sentences[last + 1];
  }
  return last;
}

const titles = new Set(ADDRESS_TITLES);

/**
 * The sentence calls someone other than `name` by a name set off by a comma: opening it, after a title or a greeting
 * ("Mr Doyle, any chest pain?", "And Des, …"), or closing it ("Any chest pain, Des?").
 */
function callsOtherByName(sentence: Sentence, name: string): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  return words.some((word, k) => {
    if (word === name || !nameLike(word)) return false;
    const opens = k === 0 || titles.has(words[k - 1]!) || leads.has(words[k - 1]!);
    const closes = k === words.length - 1 && commaAt(sentence, k);
    return (opens && commaAt(sentence, k + 1)) || closes;
  });
}

/** How many of the clinician's words may come before the name in a sentence speech glued the answer on to. */
const GLUED_LEAD = 4;

/**
 * Where a sentence turns to a named companion, or -1. Untagged speech may cut right after the name ("i can see why
 * steve | you're well yourself"): a name ending the sentence, the next opening as words said to someone do.
 */
function addressIn(sentence: Sentence, next: Sentence | undefined, names: ReadonlyMap<string, string>): number {
  const words = sentence.tokens.map((token) => token.norm);
  const at = words.findIndex((_, k) => addressesAt(words, k, names));
  if (at >= 0 || !sentence.spoken) return at;
  const last = words.length - 1;
  return names.has(words[last] ?? '') && openers.has(next?.tokens[0]?.norm ?? '') ? last : -1;
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
  // A tagged answer is one speaker's to the end of its turn.
  for (const [index, relation] of [...relations])
    for (const i of patientSideRun(sentences, index, 1, 0)) if (!relations.has(i)) relations.set(i, relation);
  for (const mention of mentions) {
    const relation = relations.get(mention.sentenceIndex);
    if (!relation || mention.assertion !== 'family' || mention.attributes.relative) continue;
    mention.attributes.relative = relation;
    // Someone given by name alone is no relative known to be kin either.
    if (nonKin.has(relation) || relation === NAMED_ONLY_RELATION) mention.attributes.notKin = 'true';
  }
}

const thirdPerson = new Set(THIRD_PERSON_OWNERS_AND_SUBJECTS);

/**
 * The first sentences answering a clinician who asks a named companion of themselves ("Irene, how about you? Any
 * health problems?" "Angina."): a bare illness there is theirs. Not when the clinician asked of someone as he/she
 * ("Irene, has he had chest pain?"): the answer is then of the patient.
 */
export function companionSelfAnswers(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  for (const index of addressedCompanions(sentences).keys()) {
    const asked = sentences[index - 1];
    if (asked?.speaker !== 'doctor' || sentences[index]?.speaker !== 'patient') continue;
    const turn = sentences.filter((s) => s.speaker === 'doctor' && s.turnIndex === asked.turnIndex);
    const ofSomeone = turn.some((s) => s.tokens.some((token) => thirdPerson.has(token.norm)));
    if (!ofSomeone && hasTurns(sentences)) found.add(index);
  }
  return found;
}

const acknowledgements = ACKNOWLEDGEMENTS.map((phrase) => phrase.split(' '));

/** The words just before token k thank or acknowledge someone ("thanks", "good to know"). */
const acknowledgedAt = (words: readonly string[], k: number): boolean =>
  acknowledgements.some((phrase) => phrase.every((word, j) => words[k - phrase.length + j] === word));

const contrasts = cueIndex(SELF_CONTRASTS);
const frames = SELF_CONTRAST_FRAMES.map(([opens, closes]) => ({ opens: opens.split(' '), closes }));

/** The words hold a frame's opening words, then its closing word within a word or two ("i'm the allergic one"). */
const framedAt = (words: readonly string[]): boolean =>
  frames.some(({ opens, closes }) =>
    words.some((_, k) => {
      if (!opens.every((word, j) => words[k + j] === word)) return false;
      const after = words.slice(k + opens.length, k + opens.length + SELF_CONTRAST_FRAME_GAP + 1);
      return after.includes(closes);
    }),
  );

/** The sentence sets its speaker apart from the patient ("I've got eczema myself", "I'm the allergic one"). */
export const setsSpeakerApart = (sentence: Sentence | undefined): boolean =>
  sentence !== undefined &&
  (containsPhrase(stemTokens(sentence.tokens), contrasts) || framedAt(sentence.tokens.map((token) => token.norm)));

/** Token k is a name set off by commas as said to someone ("That's worth knowing, Dana, and …"), not "my Dana". */
const vocativeAt = (sentence: Sentence, words: readonly string[], k: number): boolean =>
  k > 0 && !owners.has(words[k - 1]!) && commaAt(sentence, k) && (k === words.length - 1 || commaAt(sentence, k + 1));

/**
 * Patient-side sentences just before a clinician thanks a named companion ("Good to know, Dana.") or answers them by
 * name ("That's worth knowing, Dana, and …"), that set their
 * speaker apart from the patient ("I've got eczema myself"): the illness given there is the companion's. Thanks
 * alone do not move a sentence: "Pete has my list of tablets." "Thanks, Pete." thanks Pete for what the patient
 * said of him, and the patient's chest pain just before stays theirs. (Where the clinician had turned to the
 * companion first, `addressedCompanions` already gives the answer to them.) Untagged speech may glue the thanks
 * into a sentence given to the patient; what came before it is then looked at the same way.
 */
export function acknowledgedCompanionSentences(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  const names = companionNames(sentences);
  if (names.size === 0) return found;
  const tagged = hasTurns(sentences);
  for (const sentence of sentences) {
    if (tagged && sentence.speaker !== 'doctor') continue;
    const words = sentence.tokens.map((token) => token.norm);
    // Written talk sets a name said to someone off by commas, whatever the words before it.
    const thanked = words.findIndex(
      (word, k) => names.has(word) && (acknowledgedAt(words, k) || (tagged && vocativeAt(sentence, words, k))),
    );
    if (thanked < 0) continue;
    // "… i've got psoriasis myself thanks grace": the thanks ends a sentence given to the one thanked.
    const glued = !tagged && sentence.speaker === 'patient' && thanked === words.length - 1;
    const run = [...(glued ? [sentence.index] : []), ...patientSideRun(sentences, sentence.index, -1, ANSWER_REACH)];
    for (const i of run) if (setsSpeakerApart(sentences[i])) found.add(i);
  }
  return found;
}
