import { checksStatement } from './tagged-question';
import { deniesAllAsked } from './covering-denial';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { answeredDose } from './medication-extractor';
import {
  ANSWER_FILLERS,
  CLARIFYING_ANSWERS,
  NO_OPENINGS,
  UNKNOWN_ANSWERS,
  UNSURE_ANSWERS,
  YES_OPENINGS,
} from './answer-polarity.rules';
import type { Polarity, QuestionAnswer, Sentence } from './analysis.types';
import { stemTokens, cueIndex } from './phrase-index';
import { noTakenBack } from './no-retraction';
import { answerTakenBack } from './retraction';
import { acknowledgesOnly, asksMeaning, elaboratesQuestion, endsCutOff, offersExamples } from './question-elaboration';
import type { WordToken } from './word-tokenizer';

export type { Polarity, QuestionAnswer };

const yesIndex = cueIndex(YES_OPENINGS);
const noIndex = cueIndex(NO_OPENINGS);
const fillerIndex = cueIndex(ANSWER_FILLERS);
const clarifyingIndex = cueIndex(CLARIFYING_ANSWERS);
const unknownIndex = cueIndex(UNKNOWN_ANSWERS);
const unsureIndex = cueIndex(UNSURE_ANSWERS);
const BARE_YES = new Set(['yes', 'yeah', 'yep', 'yup', 'ya']);
const BARE_NO = new Set(['no', 'nope', 'nah']);
/** How far (in sentences) a clarification may push the answer: "me?" "yes" "no, I am not". */
const CLARIFICATION_REACH = 3;

/** Whether an answer opens with yes or no. A "no" that the answer goes on to contradict stays "no" here. */
export function answerPolarity(tokens: readonly WordToken[]): Polarity {
  const stems = stemTokens(tokens);
  let i = 0;
  for (let match = fillerIndex.matchAt(stems, i); match; match = fillerIndex.matchAt(stems, i)) i = match.last;
  // "yes no i am not", "no yes i do": the patient corrects a bare answer at once; the last word given stands.
  let k = i;
  while (BARE_YES.has(stems[k] ?? '') || BARE_NO.has(stems[k] ?? '')) k += 1;
  if (k - i >= 2 && BARE_YES.has(stems[i]!) !== BARE_YES.has(stems[k - 1]!)) {
    const rest = k < stems.length ? answerPolarity(tokens.slice(k)) : 'unclear';
    return rest !== 'unclear' ? rest : BARE_YES.has(stems[k - 1]!) ? 'yes' : 'no';
  }
  // "I was adopted" opens like a yes ("i was") but answers neither way.
  if (unknownIndex.matchAt(stems, i)) return 'unknown';
  // "I don't know." answers neither way; "I don't know of any" denies, "I'm not sure, no" says no after all.
  const unsure = unsureIndex.matchAt(stems, i);
  if (unsure) {
    if (stems[unsure.last] === 'of') return 'no';
    return unsure.last < stems.length ? answerPolarity(tokens.slice(unsure.last)) : 'unclear';
  }
  const no = noIndex.matchAt(stems, i);
  const yes = yesIndex.matchAt(stems, i);
  if (no && (!yes || no.last >= yes.last)) return 'no';
  if (yes) return 'yes';
  return 'unclear';
}

/** How many words an echo question may have ("any history of what"). */
const ECHO_LENGTH = 6;

/** "me?", "sorry?", "any history of what?": a back-question about what was asked, not an answer. */
function clarifies(sentence: Sentence): boolean {
  if (sentence.speaker !== 'patient') return false;
  const match = clarifyingIndex.matchAt(stemTokens(sentence.tokens), 0);
  const words = sentence.tokens.map((token) => token.norm);
  const echoes = words.length > 1 && words.length <= ECHO_LENGTH && words[words.length - 1] === 'what';
  return (
    (match !== null && match.last === sentence.tokens.length) ||
    echoes ||
    offersExamples(sentence) ||
    asksMeaning(sentence)
  );
}

/**
 * The patient's answer to the question at index i: the next sentence, or past a back-question and the
 * clinician's reply to it ("Any allergies?" "Me?" "Yes." "No, I am not.").
 */
function answerAfter(sentences: readonly Sentence[], i: number): Sentence | undefined {
  const next = sentences[i + 1];
  if (next && asideEndingTurn(sentences, i)) return sentences[i + 2];
  if (!next || !clarifies(next)) return next;
  for (let j = i + 2; j <= i + 1 + CLARIFICATION_REACH && j < sentences.length; j += 1) {
    const sentence = sentences[j]!;
    // "Oh, got it. No, never.": past taking in the explanation, to the answer in the same turn.
    const after = sentences[j + 1];
    if (sentence.speaker === 'patient' && acknowledgesOnly(sentence) && after?.turnIndex === sentence.turnIndex)
      return after;
    if (sentence.speaker === 'patient' && !clarifies(sentence)) return sentence;
    if (sentence.speaker === 'doctor' && sentence.isQuestion && j > i + 2) return undefined;
  }
  return next;
}

/**
 * "Are you taking the lisinopril? I think we have you on twenty milligrams a day." "Yep.": one statement that
 * ends the clinician's own turn after the question still waits for the same answer.
 */
function asideEndingTurn(sentences: readonly Sentence[], i: number): boolean {
  const [question, aside, reply] = [sentences[i]!, sentences[i + 1], sentences[i + 2]];
  return (
    aside !== undefined &&
    reply !== undefined &&
    aside.speaker === 'doctor' &&
    !aside.isQuestion &&
    aside.turnIndex === question.turnIndex &&
    reply.speaker === 'patient' &&
    // Speech-to-text is one turn whose speakers are guessed per sentence: there the aside must state a dose
    // ("… amlodipine | we have you on five milligrams | yes") to be taken for the clinician's own words.
    (reply.turnIndex !== question.turnIndex || aside.tokens.some((token) => token.norm in DOSE_UNITS))
  );
}

/** Words too common to show that an answer names what was asked. */
const FUNCTION_WORDS = new Set([
  'any',
  'your',
  'you',
  'have',
  'okay',
  'that',
  'with',
  'what',
  'this',
  'there',
  'about',
]);
/** How many sentences of the patient's turn after the first may still name the question's subject. */
const NAMED_REACH = 2;

/**
 * "Can you swallow your saliva? Any drooling?" "Yeah, I can swallow it. No drooling.": two questions answered in
 * order. A sentence of the answering turn that opens with "no" and names a word of the question (or says "no" right
 * before it) answers that one, whatever the turn opened with.
 */
function deniedByName(sentences: readonly Sentence[], question: Sentence, first: Sentence): Sentence | undefined {
  const asked = new Set(stemTokens(question.tokens).filter((s) => s.length >= 4 && !FUNCTION_WORDS.has(s)));
  for (let j = first.index; j <= first.index + NAMED_REACH && j < sentences.length; j += 1) {
    const sentence = sentences[j]!;
    if (sentence.turnIndex !== first.turnIndex || sentence.speaker !== 'patient') break;
    const stems = stemTokens(sentence.tokens);
    // Speech glues the denial on to what went before ("i can swallow it no drooling"): "no" right before the word.
    const names = stems.some((stem, k) => BARE_NO.has(stem) && asked.has(stems[k + 1] ?? ''));
    if (!names && !(BARE_NO.has(stems[0] ?? '') && stems.some((stem) => asked.has(stem)))) continue;
    return sentence === first ? undefined : sentence;
  }
  return undefined;
}

/**
 * Pairs clinician questions with the first patient sentence after them. A run of questions ("any fever ? any
 * chills ?") all take a "no"; a "yes" or a longer answer goes to the last question only.
 */
export function pairQuestionsWithAnswers(sentences: readonly Sentence[]): Map<number, QuestionAnswer> {
  const pairs = new Map<number, QuestionAnswer>();
  for (let i = 0; i < sentences.length; i += 1) {
    const question = sentences[i]!;
    if (question.speaker !== 'doctor' || !(question.isQuestion || answeredCutOff(sentences, question))) continue;
    const first = answerAfter(sentences, i);
    // A parent or carer answering for the patient answers too.
    if (!first || first.speaker !== 'patient') continue;
    const answer = deniedByName(sentences, question, first) ?? first;
    const said = answer === first ? answerPolarityTo(question, answer) : 'no';
    // "There was nothing like that.": no yes or no opening, but a denial of what was asked.
    const denied = said === 'unclear' && deniesAllAsked(answer.tokens) ? 'no' : said;
    // "I get up at night, well, no, hang on …": a yes its speaker takes back answers neither way.
    // "I don't think so … well, yes, a bit": a "no" its speaker takes back at once says yes after all.
    const polarity =
      denied === 'yes' && answerTakenBack(sentences, answer)
        ? 'unclear'
        : denied === 'no' && answer === first && noTakenBack(sentences, answer)
          ? 'yes'
          : denied;
    pairs.set(question.index, { question, answer, polarity });
    // "Any history of X?" "Of what?" "X." "No.": the clinician's repeat is asked again and takes the same answer.
    // "Any flu-like symptoms?" "Like fever?" "That, or vomiting." "No.": the patient's examples are asked as well.
    if (answer === first && clarifies(sentences[i + 1]!))
      for (let j = i + 1; j < answer.index; j += 1)
        if (sentences[j]!.speaker === 'doctor' || offersExamples(sentences[j]!))
          pairs.set(j, { question: sentences[j]!, answer, polarity });
    // "Any neuro symptoms? That is, slurred speech or stroke symptoms." "No.": the spelling-out is asked too. Only a
    // plain yes or no takes it: in speech a statement guessed to be the clinician's may open "that's" as well.
    const aside = sentences[i + 1];
    const plain = polarity === 'yes' || polarity === 'no';
    if (plain && answer === first && aside && aside.index < answer.index && elaboratesQuestion(aside))
      pairs.set(aside.index, { question: aside, answer, polarity });
    const before = sentences[i - 1];
    if (answer !== first) {
      // The turn's opening answers the question before ("Yeah, I can swallow it"), if there was one.
      if (before?.speaker === 'doctor' && before.isQuestion && before.turnIndex === question.turnIndex)
        pairs.set(before.index, { question: before, answer: first, polarity: answerPolarity(first.tokens) });
      continue;
    }
    // "… no weakness or anything else you mentioned": the items asked before the last one are denied too.
    const runPolarity = polarity === 'no' || deniesAllAsked(answer.tokens) ? 'no' : null;
    for (let j = i - 1; runPolarity !== null && j >= 0; j -= 1) {
      const earlier = sentences[j]!;
      if (earlier.speaker !== 'doctor' || earlier.turnIndex !== question.turnIndex || !earlier.isQuestion) break;
      // "you have diabetes right | does it run in the family | no": the checked statement is no part of the run.
      if (checksStatement(earlier.tokens)) break;
      pairs.set(earlier.index, { question: earlier, answer, polarity: runPolarity });
    }
  }
  return pairs;
}

/** "Tremors or numbness or-" "No.": a history question cut off mid-list, answered yes or no at once. */
function answeredCutOff(sentences: readonly Sentence[], sentence: Sentence): boolean {
  const next = sentences[sentence.index + 1];
  if (!endsCutOff(sentence) || next?.speaker !== 'patient') return false;
  const polarity = answerPolarity(next.tokens);
  return polarity === 'yes' || polarity === 'no';
}

const DOSE_ASKED = new Set(['dose', 'dosage', 'strength', 'much']);

/**
 * "What dose is the Clenil?" "One hundred micrograms.": a dose given to a question about a dose says the medicine
 * is taken, as a "yes" would.
 */
function answerPolarityTo(question: Sentence, answer: Sentence): Polarity {
  const polarity = answerPolarity(answer.tokens);
  if (polarity !== 'unclear' || !question.tokens.some((token) => DOSE_ASKED.has(token.norm))) return polarity;
  return answeredDose([answer.tokens]) ? 'yes' : polarity;
}

/** The (last) question each answer responds to, keyed by the answer's sentence index. */
export function indexByAnswer(pairs: ReadonlyMap<number, QuestionAnswer>): Map<number, QuestionAnswer> {
  const byAnswer = new Map<number, QuestionAnswer>();
  for (const pair of pairs.values()) {
    const known = byAnswer.get(pair.answer.index);
    if (!known || known.question.index < pair.question.index) byAnswer.set(pair.answer.index, pair);
  }
  return byAnswer;
}
