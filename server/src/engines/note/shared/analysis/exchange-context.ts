import { COMPARING_WORDS, CONTEXT_TRIGGERS } from '../vocabulary/context-trigger.vocab';
import { OWNED_FRIEND_NOUNS } from '../vocabulary/friend-word.vocab';
import type { PatientReferent, QuestionAnswer, Sentence } from './analysis.types';
import type { RawMention } from './mention.types';
import { stemTokens } from './phrase-index';
import { LEXICON } from './concept-lexicon';
import { continuesAllergyTalk, opensWithGluedAnswer } from './allergy-continuation';
import { talksAllergens } from './allergy-topic';
import { saysKnowingAt } from './knowing-clause';
import { isSpelledLetterI } from './spelled-letters';
import { carriesFamilyTopic } from './family-follow-up';
import { namesPatient } from './patient-referent';

export { pronounRelatives } from './pronoun-relative';

/**
 * Context that spans sentences of a conversation: an exchange about allergies, the answer to a question about a
 * relative, and "he" / "she" standing for a relative just named. The finding extractor applies it per mention.
 */
export const ALLERGY_WORDS = /^allerg/;

/** How many sentences an exchange about allergies may run before it must have ended. */
const ALLERGY_EXCHANGE_REACH = 8;
// "Allergy control", "how are your allergies?": the allergy condition, whose answers name no allergen.
const talksAllergies = talksAllergens;
const DRUG_INDEX = LEXICON.drugs;
const namesDrug = (sentence: Sentence) => {
  const stems = stemTokens(sentence.tokens);
  return stems.some((_, i) => DRUG_INDEX.matchAt(stems, i) !== null);
};

/**
 * Sentences of an exchange about allergies: the answer to an allergy question, and what follows until the
 * clinician moves on ("allergic to Cipro" "Ciprofloxacin?" "Yes, and aspirin"). A clinician's question that only
 * names a drug checks the allergen; any other clinician sentence ends the exchange.
 */
export function allergyExchange(
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): Set<number> {
  const inside = new Set<number>();
  // Untagged speech is a single turn: who said what there is a guess.
  const untagged = new Set(sentences.map((sentence) => sentence.turnIndex)).size === 1;
  for (const pair of questions.values()) if (talksAllergies(pair.question)) inside.add(pair.answer.index);
  for (const start of sentences.filter(talksAllergies)) {
    const polarity = questions.get(start.index)?.polarity;
    const soFar = { affirmed: polarity === 'yes', denied: polarity === 'no', named: namesDrug(start), untagged };
    for (let i = start.index + 1; i < sentences.length && i <= start.index + ALLERGY_EXCHANGE_REACH; i += 1) {
      const sentence = sentences[i]!;
      const names = namesDrug(sentence);
      const clarifies =
        sentence.speaker === 'doctor' &&
        ((sentence.isQuestion && names) ||
          continuesAllergyTalk(sentence, soFar, names) ||
          opensWithGluedAnswer(sentence, start, soFar, (stems, at) => DRUG_INDEX.matchAt(stems, at) !== null));
      if (sentence.speaker === 'doctor' && !clarifies && !talksAllergies(sentence)) break;
      inside.add(i);
      soFar.named ||= names;
    }
  }
  return inside;
}

const RELATIVES = new Set(
  CONTEXT_TRIGGERS.filter((trigger) => trigger.category === 'family' && !trigger.phrase.includes(' ')).map(
    (trigger) => trigger.phrase,
  ),
);
RELATIVES.add('family');
// "My mate has …": "my" owns the friend as it owns a relative; "mate" alone is no one else (it may address).
const OWNED_PEOPLE = new Set([...RELATIVES, ...OWNED_FRIEND_NOUNS]);
const SELF = /^(i|i'm|i've|i'd|me|my|myself|mine)$/;

const relativeWord = (token: { norm: string }) => token.norm.replace(/'s$/, '');
/** How far after "my" its relative may stand ("my older sister"). */
const OWNED_RELATIVE_REACH = 2;
/** "A lot of my family have …", "my older sister has …": "my" there names the relative, not the speaker's own. */
const namesOwnRelative = (tokens: readonly { norm: string }[], k: number) =>
  tokens[k]!.norm === 'my' &&
  tokens.slice(k + 1, k + 1 + OWNED_RELATIVE_REACH).some((token) => OWNED_PEOPLE.has(relativeWord(token)));
/** The "i" of a spelled-out initialism ("treated at u i h c") is no speaker. */
const spelledI = (tokens: readonly { norm: string }[], k: number) =>
  isSpelledLetterI([tokens[k - 1]?.norm ?? '', tokens[k]!.norm, tokens[k + 1]?.norm ?? ''], 1);
/** "I have one sister", "i've got two older brothers": the speaker only introduces a relative. */
const HAVING = /^(have|had|got|'ve)$/;
const INTRODUCING_REACH = 4;
export const introducesRelativeAt = (tokens: readonly { norm: string }[], k: number): boolean =>
  /^(i|i've|we|we've)$/.test(tokens[k]!.norm) &&
  tokens.slice(k + 1, k + 3).some((token) => HAVING.test(token.norm)) &&
  tokens.slice(k + 2, k + 2 + INTRODUCING_REACH).some((token) => RELATIVES.has(relativeWord(token)));
/** "I lost three of them to cancer", "we lost mum to a stroke": the one lost had the illness, not the speaker. */
const LOST_ONE = /^(them|him|her)$/;
const LOST_REACH = 8;
const losesSomeoneAt = (tokens: readonly { norm: string }[], k: number): boolean =>
  /^(i|we)$/.test(tokens[k]!.norm) &&
  tokens[k + 1]?.norm === 'lost' &&
  tokens.slice(k + 3, k + 2 + LOST_REACH).some((token, j) => {
    const one = tokens[k + 2 + j]!;
    return token.norm === 'to' && (LOST_ONE.test(one.norm) || RELATIVES.has(relativeWord(one)));
  });
/** "He's thirty, same as me": "me" after a comparing word measures someone else against the speaker. */
const comparing = new Set(COMPARING_WORDS);
const comparedAt = (tokens: readonly { norm: string }[], k: number) =>
  tokens[k]!.norm === 'me' && comparing.has(tokens[k - 1]?.norm ?? '');
const selfAt = (tokens: readonly { norm: string }[], k: number) =>
  SELF.test(tokens[k]!.norm) &&
  !comparedAt(tokens, k) &&
  !namesOwnRelative(tokens, k) &&
  !saysKnowingAt(tokens, k) &&
  !spelledI(tokens, k) &&
  !introducesRelativeAt(tokens, k) &&
  !losesSomeoneAt(tokens, k);
export const speaksOfSelf = (sentence: Sentence) => sentence.tokens.some((_, k) => selfAt(sentence.tokens, k));
/** "She has IBS and that is what I always thought I had": the speaker comes in only after token `at`. */
export const speaksOfSelfBefore = (sentence: Sentence, at: number) =>
  sentence.tokens.slice(0, at).some((_, k) => selfAt(sentence.tokens, k));

const ADDRESSES_PATIENT = /^(you|your|you're|you've|yourself)$/;
/** "do you know", "you're aware of": asks what the patient knows, not what they have. */
const KNOWING = /^(know|aware|remember|recall|heard)$/;
const relativesIn = (sentence: Sentence) => sentence.tokens.map(relativeWord).filter((word) => RELATIVES.has(word));
const addressesPatient = (sentence: Sentence) =>
  sentence.tokens.some(
    (token, k) =>
      ADDRESSES_PATIENT.test(token.norm) &&
      !sentence.tokens.slice(k + 1, k + 3).some((next) => KNOWING.test(next.norm)),
  );
/** "your" before anything but a relative ("your blood pressure", not "your family" or "your mum's side"). */
const addressesPatientOwn = (sentence: Sentence) =>
  sentence.tokens.some(
    (token, k) => token.norm === 'your' && !RELATIVES.has(relativeWord(sentence.tokens[k + 1] ?? { norm: '' })),
  );
/** Words too common to show a follow-up echoes what was just said of a relative. */
const ECHO_MIN = 5;
const ECHO_COMMON = new Set(['about', 'there', 'which', 'where', 'their', 'would', 'could', 'other', 'maybe']);
const echoes = (question: Sentence, said: Sentence) => {
  const words = new Set(stemTokens(said.tokens).filter((w) => w.length >= ECHO_MIN && !ECHO_COMMON.has(w)));
  return stemTokens(question.tokens).some((word) => words.has(word));
};

/** Words that open a question's clause cut off by speech ("any other problems | that run in your family"). */
const TAIL_OPENERS = /^(that|which|who|in)$/;

/**
 * "are there any other problems | that run in your family sadly | yes …": unpunctuated speech may cut a question's
 * last clause onto its answer. The relatives that clause names after "your" are asked about too.
 */
function relativesInCutTail(sentences: readonly Sentence[], question: Sentence): string[] {
  const tail = sentences[question.index + 1];
  if (!question.spoken || tail?.turnIndex !== question.turnIndex || !TAIL_OPENERS.test(tail.tokens[0]?.norm ?? ''))
    return [];
  return tail.tokens
    .filter((token, k) => k > 0 && tail.tokens[k - 1]!.norm === 'your' && RELATIVES.has(relativeWord(token)))
    .map(relativeWord);
}

/**
 * The relatives a question asks about: those it names, or, for a follow-up that names nobody ("you mentioned
 * cancer runs in your family. what type of cancer?"), those named just before it: by the clinician, or by the
 * patient when the follow-up echoes what they said ("my aunt had cancer" "what kind of cancer, do you know?").
 */
function relativesAskedAbout(sentences: readonly Sentence[], question: Sentence): string[] {
  const own = [...relativesIn(question), ...relativesInCutTail(sentences, question)];
  if (own.length > 0 || addressesPatient(question)) return own;
  const before = sentences[question.index - 1];
  if (!before) return [];
  return before.turnIndex === question.turnIndex || echoes(question, before) ? relativesIn(before) : [];
}

/**
 * "Did your mother say anything before they came?" asked of a relative who came with the patient: their mother
 * may be the patient herself, so the answer is not read as a relative's. Asking of the family is.
 */
function asksGuestOfPatient(pair: QuestionAnswer, asked: readonly string[]): boolean {
  if (!pair.answer.guest || asked.length === 0 || asked.includes('family')) return false;
  const words = pair.question.tokens.map((token) => token.norm);
  return words.some((word, k) => word === 'your' && asked.includes((words[k + 1] ?? '').replace(/'s$/, '')));
}

/** "Any other conditions?": a follow-up asking for more of the same. */
const ASKS_MORE = /^(other|else|more)$/;

/**
 * "… and they both have cancer." "Any other conditions you know of?": asking for more right after an answer about
 * relatives goes on asking about the family.
 */
function asksMoreOfFamily(sentences: readonly Sentence[], question: Sentence, answers: Map<number, string>) {
  if (!question.tokens.some((token) => ASKS_MORE.test(token.norm)) || addressesPatient(question)) return false;
  let before = question.index - 1;
  // Unlabelled speech is one turn: the question's own turn ends where its guessed speaker changes.
  const sameTurn = (sentence: Sentence) =>
    sentence.turnIndex === question.turnIndex && sentence.speaker === question.speaker;
  while (before >= 0 && sameTurn(sentences[before]!)) before -= 1;
  return answers.has(before);
}

/**
 * Sentences of the turn that answers a question about relatives ("what about your mother?" "she had the second
 * type of diabetes"), with the relative asked about: their conditions are the relatives', unless the speaker
 * talks of themselves. A clipped follow-up that carries the family topic on ("what about heart disease?") is
 * included itself, as the question that asks of the family.
 */
export function answersAboutRelatives(
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
  referent: PatientReferent | null = null,
): Map<number, string> {
  const answers = new Map<number, string>();
  const inOrder = [...questions.values()].sort((a, b) => a.question.index - b.question.index);
  // "What brings your son in?" asks about the patient when the son is the one brought.
  const relative = (word: string) => !namesPatient(word, referent);
  for (const pair of inOrder) {
    const asked = relativesAskedAbout(sentences, pair.question).filter(relative);
    if (asksGuestOfPatient(pair, asked)) continue;
    const carried = asked.length === 0 && carriesFamilyTopic(sentences, pair.question, questions, answers);
    const relatives =
      asked.length === 0 && (carried || asksMoreOfFamily(sentences, pair.question, answers)) ? ['family'] : asked;
    if (relatives.length === 0) continue;
    // "What about heart disease?" asked on of the family: the condition it names is asked of the family too.
    if (carried) answers.set(pair.question.index, 'family');
    const named = relatives.find((word) => word !== 'family') ?? 'family';
    // Unlabelled speech is one turn: the answer ends where its speaker stops.
    const answering = (sentence: Sentence | undefined) =>
      sentence?.turnIndex === pair.answer.turnIndex && sentence.speaker === pair.answer.speaker;
    let current = named;
    for (let i = pair.answer.index; answering(sentences[i]); i += 1) {
      // "… and in terms of your high blood pressure": talk to the patient again (a turn run on in speech). "Your
      // family" is no such talk: speech cuts the question's tail onto its answer ("… | that run in your family | yes").
      if (addressesPatientOwn(sentences[i]!)) break;
      // "… He's on lithium. And my mum has anxiety": a sentence naming a relative of its own speaks of them, and
      // so do the ones after it ("my only brother died young. he struggled with his mental health").
      const own = relativesIn(sentences[i]!).find(
        (word) => word !== 'family' && !relatives.includes(word) && relative(word),
      );
      current = own ?? current;
      answers.set(i, current);
    }
  }
  return answers;
}

/** Openings that, in answer to an open question about the family, start the family's list ("I have …"). */
const FAMILY_LIST_OPENERS: readonly (readonly string[])[] = [
  ['i', 'have'],
  ['we', 'have'],
  ["i've", 'got'],
  ['we', 'got'],
  ["we've", 'got'],
];
/** Words after the opening that bring the speaker in after all ("I have it too", "… and me myself"). */
const SELF_TOO = /^(too|also|myself|own|both|me)$/;
/** Words of an open question that asks for the family's list rather than about one condition. */
const OPEN_ASKING = /^(what|which|whatever|runs?)$/;

const asksOpenly = (sentences: readonly Sentence[], question: Sentence) => {
  const before = sentences[question.index - 1];
  const asked = before && before.turnIndex === question.turnIndex ? [before, question] : [question];
  return asked.some((sentence) => sentence.tokens.some((token) => OPEN_ASKING.test(token.norm)));
};

/**
 * "What conditions run in your family?" "I have high blood pressure, diabetes and depression.": an answer to an
 * open question about the family that opens "I have" lists the family's conditions, unless the speaker comes in
 * again later in it ("I have it too"). Returns those answers' sentence indexes.
 */
export function familyListAnswers(
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): Set<number> {
  const lists = new Set<number>();
  for (const pair of questions.values()) {
    if (relativesAskedAbout(sentences, pair.question).length === 0 || !asksOpenly(sentences, pair.question)) continue;
    const words = pair.answer.tokens.map((token) => token.norm);
    const opener = FAMILY_LIST_OPENERS.find((lead) => lead.every((word, k) => words[k] === word));
    if (!opener) continue;
    const rest = words.slice(opener.length);
    if (!rest.some((word) => SELF.test(word) || SELF_TOO.test(word))) lists.add(pair.answer.index);
  }
  return lists;
}

const HEADER_LEADS = new Set(['and', 'for', 'your', 'about', 'the', 'okay', 'ok', 'so', 'now', 'then']);
/** Words that open another history topic, ending a family-history listing ("for your current medications …"). */
const OTHER_TOPIC = /^(medications?|medicines?|meds|allerg\w*|surger\w*|surgical|social|smok\w*|alcohol|work|exam\w*)$/;
/** A topic word among a sentence's first words opens that topic ("for your current medications"). */
const TOPIC_OPENING = 4;
/** How many sentences a family-history listing may run after its heading. */
const LISTING_REACH = 3;

/**
 * "And for family history ," said as a heading, alone or at the end of a sentence run on without a pause ("… my
 * gallbladder removed and for family history"): the next sentences list what relatives have.
 */
const endsWithFamilyHeading = (sentence: Sentence) => {
  const words = sentence.tokens.map((token) => token.norm);
  const at = words.length - 2;
  if (at < 0 || words[at] !== 'family' || words[at + 1] !== 'history') return false;
  return at === 0 || HEADER_LEADS.has(words[at - 1]!);
};

/**
 * "For family history. It looks like there's high blood pressure, diabetes …": the sentences after a bare
 * family-history heading list relatives' conditions, until someone speaks of themselves, asks something, or
 * another history topic starts.
 */
export function familyHistoryListings(sentences: readonly Sentence[]): Map<number, string> {
  const listed = new Map<number, string>();
  for (const heading of sentences.filter(endsWithFamilyHeading)) {
    for (let i = heading.index + 1; i < sentences.length && i <= heading.index + LISTING_REACH; i += 1) {
      const sentence = sentences[i]!;
      // "… and diabetes and you are allergic to penicillin" (run on without a pause): the list ends in it.
      const otherTopic = sentence.tokens.findIndex((token) => OTHER_TOPIC.test(token.norm));
      if (speaksOfSelf(sentence) || sentence.isQuestion || (otherTopic >= 0 && otherTopic < TOPIC_OPENING)) break;
      listed.set(i, 'family');
      if (otherTopic >= 0) break;
    }
  }
  return listed;
}

const ASKING_ABOUT = new Set(['to', 'like', 'as', 'or', 'any', 'of', 'about', 'and']);

/** "any allergies penicillin" (said without a pause mark): the drug follows the allergy word directly. */
export function gluedAllergyAnswer(sentence: Sentence, allergyAt: number, item: RawMention): boolean {
  if (allergyAt < 0 || item.first <= allergyAt || /[.?!]/.test(sentence.text)) return false;
  const between = withoutAskedObject(sentence.tokens.slice(allergyAt + 1, item.first).map((token) => token.norm));
  return between.every((word) => !ASKING_ABOUT.has(word)) && between.length <= 1;
}

// "any allergies to medicines amoxicillin": what the question asks about ("to medicines") is no answer; the drug
// named after it is.
const ASKED_OBJECTS = new Set(['medicines', 'medicine', 'medications', 'medication', 'meds', 'drugs', 'antibiotics']);
const OBJECT_JOINERS = new Set(['any', 'or', 'and']);

function withoutAskedObject(between: readonly string[]): readonly string[] {
  if (between[0] !== 'to') return between;
  let end = 1;
  while (end < between.length && (ASKED_OBJECTS.has(between[end]!) || OBJECT_JOINERS.has(between[end]!))) end += 1;
  return ASKED_OBJECTS.has(between[end - 1] ?? '') ? between.slice(end) : between;
}

// "… just the cream and allergies nuts": a question slipped into the other speaker's answer in unpunctuated speech.
const ASKS_IN_PASSING = new Set(['and', 'any']);

/** The allergy word is asked in passing within a statement, so the allergens glued after it answer it. */
export const asksAllergiesInPassing = (sentence: Sentence, allergyAt: number): boolean =>
  allergyAt > 0 && ASKS_IN_PASSING.has(sentence.tokens[allergyAt - 1]!.norm);
