import { answersAskedObjectAt, doseNumberAt, namedObject, onlyVerbPhrase } from './asked-object';
import { DRUG_TO_ANSWERED_DOSE } from './speech-seam.rules';
import { cueIndex } from './phrase-index';
import { doseAnswerOpensAt, doseListAnswersAt } from './dose-list-answer';
import { LEXICON } from './concept-lexicon';
import {
  ANSWER_SUBJECTS,
  AMOUNT_QUESTIONS,
  ANSWERS_AFTER_YOU,
  BEFORE_ASKED_DRUG,
  CLEFT_SUBJECTS,
  CONFIRMING_QUESTIONS,
  DOSE_QUESTION_REFERENTS,
  DOSE_QUESTION_WORDS,
  HESITATIONS,
  HISTORY_QUESTION_ENDS,
  NOUN_QUESTION_REACH,
  PLAN_TALK_LEADS,
  PLAN_TALK_PROGRESSIVE_LEADS,
  REGIMEN_SUBJECTS,
  REGIMEN_VERBS,
  PLAN_TALK_PROGRESSIVE_VERBS,
  PLAN_TALK_VERBS,
  SELF_QUESTIONS,
} from './speech-seam.rules';
import { addressedThanksAt, closingThanksStart, opensThanks, THANKS_REACH } from './closing-thanks';
import { JOINING_WORDS } from './sentence-cue.rules';
import { VERB_LINKING_WORDS } from './verb-linking.rules';
import { QUESTION_STARTS } from './speaker-cue.rules';
import { readNumberAt } from './spoken-number';
import type { WordToken } from './word-tokenizer';

/**
 * Seams of unpunctuated speech the general cues miss (see speech-seam.rules). Small pure helpers used by the
 * sentence splitter and the speaker and question guesses.
 */
const cleftIndex = cueIndex(CLEFT_SUBJECTS);
const confirmingIndex = cueIndex(CONFIRMING_QUESTIONS);
const selfQuestions = cueIndex(SELF_QUESTIONS);
const answersAfterYou = cueIndex(ANSWERS_AFTER_YOU);
const amountQuestions = cueIndex(AMOUNT_QUESTIONS);
const questionStarts = cueIndex(QUESTION_STARTS);
const joining = new Set(JOINING_WORDS);
const historyEnds = cueIndex(HISTORY_QUESTION_ENDS);
const answerSubjects = new Set(ANSWER_SUBJECTS);
const hesitations = new Set(HESITATIONS);
const beforeAskedDrug = new Set(BEFORE_ASKED_DRUG);
const drugIndex = LEXICON.drugs;

/** "i want to increase the", "we'll order", "let's repeat": the clinician's plan in the first person. */
export function planTalkPhrases(): string[] {
  const join = (leads: readonly string[], verbs: readonly string[]) =>
    leads.flatMap((lead) => verbs.map((verb) => `${lead} ${verb}`));
  return [...join(PLAN_TALK_LEADS, PLAN_TALK_VERBS), ...join(PLAN_TALK_PROGRESSIVE_LEADS, PLAN_TALK_PROGRESSIVE_VERBS)];
}

/** "what i'm gon na do is …": a "what" at stem i that opens a statement, not a question. */
export function opensCleftAt(stems: readonly string[], i: number): boolean {
  return stems[i] === 'what' && cleftIndex.matchAt(stems, i + 1) !== null;
}

const isLetter = (token: WordToken | undefined) => token !== undefined && /^[a-z]$/.test(token.norm);
const PRONOUN_LETTERS = new Set(['a', 'i']);

/** "the u t i": token i is a letter of a word spelled out, next to another letter (not the stutter "i i"). */
export function isSpelledLetter(tokens: readonly WordToken[], i: number): boolean {
  const token = tokens[i];
  if (!isLetter(token)) return false;
  return [tokens[i - 1], tokens[i + 1]].some(
    (next) => isLetter(next) && !(PRONOUN_LETTERS.has(next!.norm) && PRONOUN_LETTERS.has(token!.norm)),
  );
}

/** The word before token i, looking past hesitations ("… modifications um | for your …"). */
export function wordBeforeHesitation(tokens: readonly WordToken[], i: number): string {
  let k = i - 1;
  while (k > 0 && hesitations.has(tokens[k]!.norm)) k -= 1;
  return tokens[k]?.norm ?? '';
}

/**
 * "how much lexapro | are you taking": the question opened at `last` has named its object and may wait for its verb
 * (the caller checks that a question verb comes at token i).
 */
export function questionAwaitsVerb(tokens: readonly WordToken[], last: number, i: number): boolean {
  // "and the knees | and what tablets | do you take": a what-question may open inside the piece ("how much" there
  // is already cut where its verb starts, and its answer is read from that cut).
  const asked = namedObject(tokens, last, i);
  if (!asked || asked.to !== i || asked.to === asked.from) return false;
  if (asked.start > last && !/^(what|which)\b/.test(asked.opening)) return false;
  return asked.size >= 1 && asked.size <= NOUN_QUESTION_REACH;
}

/** A history question ("what's her medical history") ends right before token i, after `last`. */
function historyQuestionEndsAt(stems: readonly string[], last: number, i: number): boolean {
  for (let k = Math.max(last, i - 4); k < i; k += 1) if (historyEnds.matchAt(stems, k)?.last === i) return true;
  return false;
}

/**
 * Where the answer starts inside a question run on into it: "what's her medical history | she suffers from …",
 * "how old are you | i'm fifty seven", "what was he given in the e r | epi one m g …" (a drug named with its dose after a what-question); and where
 * the clinician asks to confirm what the patient said ("it is ten m g tablet | is that so").
 */
export function speechSeamAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  last: number,
  i: number,
  asking: boolean,
): boolean {
  // "it is ten m g tablet | is that so | yes": the clinician checks what the patient said.
  if (i - last >= 2 && confirmingIndex.matchAt(stems, i) !== null) return true;
  // "i believe a migraine is likely | can i take anything for it": the patient asks for themselves.
  if (i - last >= 3 && !joinsAt(tokens, i) && selfQuestions.matchAt(stems, i) !== null) return true;
  if (i - last >= 2 && !joining.has(wordBeforeHesitation(tokens, i)) && amountQuestions.matchAt(stems, i) !== null)
    return true;
  // "okay thank you | are you experiencing any symptoms": thanks close what was said before a new question.
  if (thanksEndAt(tokens, i) && questionStarts.matchAt(stems, i) !== null) return true;
  // "… to see if you have an infection thank you doc | and …": thanks said to someone close the turn.
  if (i - last >= 2 && (addressedThanksEndAt(tokens, last, i) || addressedThanksOpenAt(tokens, i))) return true;
  // The question that named its object is read from the words, asked or not as the piece began.
  if (i - last >= 3 && answersAskedObjectAt(tokens, stems, last, i)) return true;
  // "now karen could you read them out | bisoprolol two point five milligrams …": the list read out answers.
  if (asksNear(stems, last, asking) && doseListAnswersAt(tokens, stems, last, i)) return true;
  // "what strength are you taking | the thirty milligram ones": the strength answers the dose question.
  if (asking && doseAnswerOpensAt(tokens, stems, last, i)) return true;
  if (!asking || i - last < 3) return false;
  if (answersDoseAt(tokens, stems, last, i)) return true;
  if (secondDrugAnswersAt(tokens, stems, i)) return true;
  // "… medical history | she suffers from …", "… diagnosis | refractory anemia": the answer follows the question.
  const answerOpens = answerSubjects.has(tokens[i]!.norm) || LEXICON.conditions.matchAt(stems, i) !== null;
  if (answerOpens && historyQuestionEndsAt(stems, last, i)) return true;
  // "how old are you | i'm fifty seven": no clause of one speaker says "you i'm".
  if (tokens[i - 1]!.norm === 'you' && answersAfterYou.matchAt(stems, i) !== null) return true;
  const drug = drugIndex.matchAt(stems, i);
  return (
    drug !== null &&
    /^(what|which)$/.test(stems[last] ?? '') &&
    !beforeAskedDrug.has(tokens[i - 1]!.norm) &&
    readNumberAt(tokens, drug.last) !== null
  );
}

// How far into a piece a question may open after a name or a word of address ("now karen could you …").
const QUESTION_OPENS_WITHIN = 3;

/** The piece from `last` asks: it opened as a question, or a question starts within its first words. */
function asksNear(stems: readonly string[], last: number, asking: boolean): boolean {
  if (asking) return true;
  for (let k = last; k < last + QUESTION_OPENS_WITHIN; k += 1) if (questionStarts.matchAt(stems, k)) return true;
  return false;
}

// Words after which "can i …" goes on with the clause ("you can i think", "what can i do", "so can i").
const JOINS_SELF_QUESTION = new Set(['you', 'what', 'how', 'when', 'so', 'and', 'or', 'but', 'if', 'that', 'where']);
const joinsAt = (tokens: readonly WordToken[], i: number) => JOINS_SELF_QUESTION.has(wordBeforeHesitation(tokens, i));

/** "so can i take anything for it": the speaker asks about their own care, after any lead-in words given. */
export function asksForSelf(stems: readonly string[], from: number): boolean {
  return selfQuestions.matchAt(stems, from) !== null;
}

/** "thank you", "thanks" end right before token i. */
function thanksEndAt(tokens: readonly WordToken[], i: number): boolean {
  const previous = tokens[i - 1]?.norm;
  return previous === 'thanks' || (previous === 'you' && tokens[i - 2]?.norm === 'thank');
}

/** Closing thanks said to someone ("thank you doc") end right before token i, after `last`. */
function addressedThanksEndAt(tokens: readonly WordToken[], last: number, i: number): boolean {
  // One word before the piece is kept so that a governing word there ("to | thank you doctor") is seen.
  const from = Math.max(0, last - 1);
  // Thanks ending at i open within its last THANKS_REACH words: without an opener there, nothing to read.
  const near = tokens.slice(Math.max(from, i - THANKS_REACH), i);
  if (!near.some((token) => opensThanks(token.norm))) return false;
  const words = tokens.slice(from, i).map((token) => token.norm);
  return closingThanksStart(words, words.length, true) >= last - from;
}

/** Closing thanks said to someone ("thank you doc") start at token i. */
function addressedThanksOpenAt(tokens: readonly WordToken[], i: number): boolean {
  const words = tokens.slice(Math.max(0, i - 1), i + THANKS_REACH).map((token) => token.norm);
  return addressedThanksAt(words, i > 0 ? 1 : 0);
}

const regimenVerbs = new Set(REGIMEN_VERBS);
const regimenSubjects = new Set(REGIMEN_SUBJECTS);

// "we are gon na have you continue …", "i want to have you start …": "have you" after these words is an instruction.
const INSTRUCTING = new Set([...VERB_LINKING_WORDS, 'to']);

/**
 * Token i is the "you" of "we have you on …", "i've got you on …" (the regimen stated) or of "gon na have you
 * continue …" (an instruction): no question, no seam.
 */
export function statesRegimenAt(tokens: readonly WordToken[], i: number): boolean {
  if (tokens[i]?.norm !== 'you') return false;
  if (tokens[i - 1]?.norm === 'have' && INSTRUCTING.has(tokens[i - 2]?.norm ?? '')) return true;
  return (
    tokens[i + 1]?.norm === 'on' &&
    regimenVerbs.has(tokens[i - 1]?.norm ?? '') &&
    regimenSubjects.has(tokens[i - 2]?.norm ?? '')
  );
}

const doseQuestionWords = new Set(DOSE_QUESTION_WORDS);
const doseReferents = new Set(DOSE_QUESTION_REFERENTS);

/**
 * "what dose is the clenil | one hundred micrograms": a question about a dose that has named its drug is answered
 * by a number with a unit of dose right after the drug's name.
 */
function answersDoseAt(tokens: readonly WordToken[], stems: readonly string[], last: number, i: number): boolean {
  if (!tokens.slice(last, i).some((token) => doseQuestionWords.has(token.norm))) return false;
  // "what dose is that | forty milligrams": the drug was named a turn before and the question points back at it.
  if (doseReferents.has(tokens[i - 1]!.norm) && doseNumberAt(tokens, i)) return true;
  // "what dose of the sertraline | are you on | a hundred milligrams": the question's own verb may come between.
  let drugEnds = false;
  for (let j = last; j < i && !drugEnds; j += 1) {
    const end = drugIndex.matchAt(stems, j)?.last;
    drugEnds = end !== undefined && (end === i || onlyVerbPhrase(tokens, end, i));
  }
  return drugEnds && doseNumberAt(tokens, i);
}

const toDose = new Set(DRUG_TO_ANSWERED_DOSE);
const RUN_ON_DETERMINERS = new Set(['the', 'my']);

/**
 * "what else are you on apart from the ramipril | the amlodipine that's ten milligrams": one speaker does not run
 * one drug's name into "the" and a second drug given with its dose; the second is the answer starting at i.
 */
function secondDrugAnswersAt(tokens: readonly WordToken[], stems: readonly string[], i: number): boolean {
  if (!RUN_ON_DETERMINERS.has(tokens[i]!.norm)) return false;
  let before = false;
  for (let j = Math.max(0, i - 3); j < i && !before; j += 1) before = drugIndex.matchAt(stems, j)?.last === i;
  const drug = before ? drugIndex.matchAt(stems, i + 1) : null;
  if (!drug) return false;
  return doseNumberAt(tokens, toDose.has(tokens[drug.last]?.norm ?? '') ? drug.last + 1 : drug.last);
}
