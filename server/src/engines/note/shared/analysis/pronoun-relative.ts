import { FILLER_WORDS, LEADING_WORDS } from '../vocabulary/filler.vocab';
import type { PatientReferent, Sentence } from './analysis.types';
import { namesPatient, patientTokensOf } from './patient-referent';

/**
 * "he" / "she" / "they" standing for a relative just named: whose illness a sentence led by a pronoun tells.
 * Split from the exchange context, which reads the rest of the talk about relatives.
 */
const relativeWord = (token: { norm: string }) => token.norm.replace(/'s$/, '');
const FEMALE =
  /^(mother|mom|mum|sister|sisters|daughter|grandmother|grandma|nan|nana|nanna|gran|granny|aunt|auntie|aunty|wife|niece|girlfriend|mother-in-law|stepmother|stepmum|stepmom|stepsister)$/;
const MALE =
  /^(father|dad|brother|brothers|son|grandfather|grandpa|grandad|granddad|uncle|husband|nephew|boyfriend|father-in-law|stepfather|stepdad|stepbrother)$/;
const SHE = /^(she|she's|her)$/;
const HE = /^(he|he's|his|him)$/;
/** Relatives named in the plural: "they" or "one of them" just after stands for them. */
const PLURAL =
  /^(kids|children|parents|sons|daughters|grandkids|grandchildren|brothers|sisters|siblings|twins|uncles|aunts|cousins|grandparents|nephews|nieces|relatives)$/;
const THEY = /^(they|they've|they're|they'd)$/;
/** "one of them", "both of them": within the first words of a sentence. */
const OF_THEM_LEAD = 4;
const leadsWithThem = (words: readonly string[]) =>
  words.slice(0, 2).some((word) => THEY.test(word)) ||
  words.slice(0, OF_THEM_LEAD).some((word, i) => word === 'of' && words[i + 1] === 'them');
/** How many sentences back "she" / "he" may find the relative it stands for. */
const PRONOUN_REACH = 4;
/** How many sentences back "they" of any speaker may find the relatives the speaker owns ("my kids"). */
const OWNED_REACH = 2;

/** Spoken lead-ins before a sentence's subject ("okay yeah he's fine", a question's "okay" cut onto the answer). */
const LEAD_INS = new Set([...FILLER_WORDS, ...LEADING_WORDS.filter((word) => !word.includes(' ')), ',']);
const leadAfterFillers = (tokens: Sentence['tokens']) => {
  const words = tokens.map((token) => token.norm);
  const start = words.findIndex((word) => !LEAD_INS.has(word));
  return start < 0 ? [] : words.slice(start);
};

/**
 * "My father had diabetes. He passed away. He actually had breast cancer.": a patient's sentence that opens
 * with "he" or "she" soon after a relative of that sex was named speaks of that relative; one that opens with
 * "they" or "one of them" soon after relatives were named in the plural ("my kids … they've always got a cough")
 * speaks of them. A parent or carer speaking for the patient (a guest, or the parent of a child patient) says
 * "she" / "he" of the patient: theirs stands for a relative only when one other than the patient was introduced
 * in their sentence just before ("Her dad has asthma. He uses an inhaler.").
 */
export function pronounRelatives(
  sentences: readonly Sentence[],
  referent: PatientReferent | null = null,
): Map<number, string> {
  const found = new Map<number, string>();
  const last: Named = {};
  const owned: Named = {};
  for (const sentence of sentences) {
    const lead = leadAfterFillers(sentence.tokens).slice(0, 2);
    const plural = leadsWithThem(sentence.tokens.map((token) => token.norm)) ? 'plural' : null;
    const sex = lead.some((word) => SHE.test(word)) ? 'female' : lead.some((word) => HE.test(word)) ? 'male' : plural;
    const named = sex ? latest(last[sex], owned[sex]) : undefined;
    const mine = sex ? owned[sex] : undefined;
    const forPatient = sentence.speaker === 'patient' && (sentence.guest || referent !== null);
    const introduced = forPatient && sex ? otherRelativeBefore(sentences, sentence, sex, referent) : undefined;
    if (forPatient) {
      if (introduced) found.set(sentence.index, introduced);
      // The patient is one person: a carer's "they" just after relatives named in the plural ("how are your
      // other children?" "They all have colds.") stands for those relatives, not for the patient.
      else if (sex === 'plural' && named && sentence.index - named[1] <= PRONOUN_REACH)
        found.set(sentence.index, named[0]);
    } else if (named && sentence.index - named[1] <= PRONOUN_REACH && sentence.speaker === 'patient')
      found.set(sentence.index, named[0]);
    // With a child patient spoken for, "he" / "she" is most often the child: no chain then.
    else if (named && referent === null && continuesStory(sentences, sentence, found, named[0]))
      found.set(sentence.index, named[0]);
    // "I have a friend who might be interested. And she does have diabetes.": soon after the speaker names their
    // own relative or friend, "she" is that person whoever unlabelled speech guesses said it; speech may cut a
    // clause off between them ("i have little kids | that go to school | so they've always got a cough").
    else if (mine && sentence.index - mine[1] <= (sex === 'plural' ? OWNED_REACH : 1))
      found.set(sentence.index, mine[0]);
    else {
      const named = namedAlone(sentences[sentence.index - 1], sentence);
      if (named) found.set(sentence.index, named);
    }
    const words = sentence.tokens.map(relativeWord).map(oneOfMany);
    words.forEach((word, i) => {
      // "My son has a cough. He …": the child brought is the patient, no relative a pronoun may stand for.
      if (namesPatient(word, referent)) return;
      const at: [string, number] = [word, sentence.index];
      if (FEMALE.test(word)) last.female = at;
      else if (MALE.test(word)) last.male = at;
      if (PLURAL.test(word)) last.plural = at;
      if (!ownedBySpeaker(words, i)) return;
      if (FEMALE.test(word) || EITHER.test(word)) owned.female = at;
      if (MALE.test(word) || EITHER.test(word)) owned.male = at;
      if (PLURAL.test(word)) owned.plural = at;
    });
    // "I had a brother and sister, they were twins": two relatives named together are a "they".
    const pair = joinedPair(words);
    if (pair !== null) {
      last.plural = [words[pair]!, sentence.index];
      if (ownedBySpeaker(words, pair)) owned.plural = last.plural;
    }
    if (named && found.has(sentence.index)) named[1] = sentence.index;
    if (mine && found.has(sentence.index)) mine[1] = sentence.index;
  }
  return found;
}

/**
 * "what about your mother | she died when she was eighty | she had kidney failure": in unpunctuated speech who
 * speaks is a guess, and a guess may switch in the middle of the patient's story of a relative. A statement led by
 * the same pronoun right after the patient's sentence about that relative goes on telling of them, whoever it is
 * guessed to be said by. Dictation (the clinician all through) never switches, so never chains this way.
 */
function continuesStory(
  sentences: readonly Sentence[],
  sentence: Sentence,
  found: ReadonlyMap<number, string>,
  relative: string,
): boolean {
  const before = sentences[sentence.index - 1];
  return (
    sentence.spoken &&
    !sentence.isQuestion &&
    before?.turnIndex === sentence.turnIndex &&
    before.speaker === 'patient' &&
    sentence.speaker !== 'patient' &&
    found.get(before.index) === relative
  );
}

/** Words that may join two relatives named together ("my mom and my dad", "a brother and a sister"). */
const JOINING = new Set(['and', 'a', 'an', 'my', 'our', 'his', 'her', 'older', 'younger', 'little', 'big']);
const singleRelative = (word: string | undefined) => word !== undefined && (FEMALE.test(word) || MALE.test(word));

/** The first of two relatives named together ("a brother and sister"), or null. */
function joinedPair(words: readonly string[]): number | null {
  for (let i = 0; i < words.length; i += 1) {
    if (!singleRelative(words[i])) continue;
    let j = i + 1;
    while (JOINING.has(words[j] ?? '') && words[j] !== undefined) j += 1;
    if (j > i + 1 && words.slice(i + 1, j).includes('and') && singleRelative(words[j])) return i;
  }
  return null;
}

/** Owners that make a relative the patient's, named by the one who speaks for them ("her dad", "his sisters"). */
const PATIENTS = new Set(['his', 'her', 'their']);
const OF_SEX = { female: FEMALE, male: MALE, plural: PLURAL };

/**
 * The relative of that sex (or plural) a parent or carer named in their sentence just before, when it is not the
 * patient: the patient's own relative ("her dad"), or with a child patient known, the speaker's other than the
 * child ("my husband" when "my son" is the patient). A guest's "my mother" may be the patient herself: not read.
 */
function otherRelativeBefore(
  sentences: readonly Sentence[],
  sentence: Sentence,
  sex: keyof typeof OF_SEX,
  referent: PatientReferent | null,
): string | undefined {
  const before = sentences[sentence.index - 1];
  // The same voice right before, whether or not the transcript starts a new line for it.
  if (!before || before.speaker !== sentence.speaker || before.guest !== sentence.guest) return undefined;
  const words = before.tokens.map(relativeWord);
  const patient = patientTokensOf(before.tokens, referent);
  const owner = (i: number) => [words[i - 1], words[i - 2]].find((word) => word !== undefined && OWNERS.has(word));
  return words.find((word, i) => {
    if (!OF_SEX[sex].test(word) || patient.has(i)) return false;
    const by = owner(i);
    return by !== undefined && (PATIENTS.has(by) || referent !== null);
  });
}
const OWNERS = new Set(['my', 'our', 'his', 'her', 'their']);

/** Words besides the relative in a sentence that only names them ("yes , my older sister"). */
const NAMING_FILLERS = new Set([
  ...[',', 'yes', 'yeah', 'um', 'uh', 'well', 'my', 'our', 'and', 'both', 'late', 'paternal', 'maternal'],
  ...['older', 'younger', 'oldest', 'youngest', 'big', 'little', 'baby', 'twin', 'best'],
]);
/** "My older sister." said alone: at most this many words. */
const NAMING_WORDS = 5;
const PERSON_WORD =
  /^(i|i'm|i've|i'd|me|my|myself|he|she|they|he's|she's|they're|they've|him|her|them|his|their|we|you|your)$/;

/**
 * "Any cancer in the family?" "My older sister." "Breast cancer, two years ago.": a short sentence that only names
 * the speaker's relative, then one by the same speaker that names nobody, tells the relative's illness.
 */
function namedAlone(before: Sentence | undefined, sentence: Sentence): string | undefined {
  if (!before || before.speaker !== sentence.speaker || before.tokens.length > NAMING_WORDS) return undefined;
  if (sentence.tokens.some((token) => PERSON_WORD.test(token.norm))) return undefined;
  const words = before.tokens.map(relativeWord);
  const relative = words.find((word, i) => ownedBySpeaker(words, i));
  // "My wife drove me here." says more than who: only the naming words may stand there.
  const onlyNames = words.every((word) => word === relative || NAMING_FILLERS.has(word));
  return onlyNames ? relative : undefined;
}

/** "one of my sons" is a son: "he" after it stands for him, and the note names one son, not both. */
const oneOfMany = (word: string, i: number, words: readonly string[]) =>
  words[i - 1] === 'my' && words[i - 2] === 'of' && words[i - 3] === 'one' && PLURAL.test(word)
    ? word.replace(/(ren|s)$/, '')
    : word;

type Named = { female?: [string, number]; male?: [string, number]; plural?: [string, number] };
const latest = (a?: [string, number], b?: [string, number]) => (!a ? b : !b ? a : a[1] >= b[1] ? a : b);
/** Someone of either sex a speaker may know ("a friend"), read only when the speaker owns them. */
const EITHER =
  /^(friend|cousin|neighbor|neighbour|coworker|colleague|roommate|mate|pal|buddy|flatmate|housemate|workmate|teammate)$/;
/** "we have two little kids": how far before the relatives a "have" makes them the speaker's. */
const HAVE_REACH = 3;
/** Words that own the relative after them: "my sister", "our kids" ("our son" may be the patient's, said by a guest). */
const ownsRelative = (owner: string | undefined, word: string) =>
  owner === 'my' || (owner === 'our' && PLURAL.test(word));
/**
 * "my sister", "my best friend", "I have a friend" (or "one sister"), "we have two kids": the speaker's own relative
 * or friend.
 */
const ownedBySpeaker = (words: readonly string[], i: number) =>
  (FEMALE.test(words[i]!) || MALE.test(words[i]!) || EITHER.test(words[i]!) || PLURAL.test(words[i]!)) &&
  (ownsRelative(words[i - 1], words[i]!) ||
    ownsRelative(words[i - 2], words[i]!) ||
    (/^(a|an|one)$/.test(words[i - 1] ?? '') && words[i - 2] === 'have') ||
    (PLURAL.test(words[i]!) && words.slice(Math.max(0, i - HAVE_REACH), i).includes('have')));
