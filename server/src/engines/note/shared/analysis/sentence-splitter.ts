import { BODY_SITES } from '../vocabulary/anatomy.vocab';
import { CONTEXT_TRIGGERS } from '../vocabulary/context-trigger.vocab';
import { EXAM_JUDGEMENT_WORDS } from '../vocabulary/exam.vocab';
import { DOSE_UNITS } from '../vocabulary/medication-sig.vocab';
import { conceptPhrases, PhraseIndex, cueIndex, stemTokens } from './phrase-index';
import {
  ABBREVIATIONS,
  ANSWER_START_WORDS,
  INSTRUCTION_STARTS,
  JOINING_WORDS,
  LONG_SENTENCE_WORDS,
  MAX_PIECE_WORDS,
  MEDIUM_STARTS,
  MIN_PIECE_WORDS,
  STRONG_STARTS,
  SUBJECT_STARTS,
} from './sentence-cue.rules';
import { POSSESSIVE_CLAUSE_WORDS, POSSESSIVE_SUBJECTS } from './clause-join-cue.rules';
import { complementThatAt } from './complement-that';
import {
  answersOpeningConditionAt,
  conditionAfterPronounAt,
  insideConditionAt,
  opensConditionAt,
  splitsConsequenceAt,
} from './conditional-seam';
import {
  asksAnewWithAnd,
  answersWithOnlyAt,
  justBeforeVerbAt,
  objectBeforeQuestionAt,
  repeatGoesOnAt,
  spellsOutQuestionAt,
} from './question-seam';
import { hedgeTailAt } from './hedge-tail';
import { saysHedgedNoAt } from './hedged-answer';
import { hedgesIndefiniteAt, saysNothingAt } from './nothing-answer';
import { objectBeforePhraseAt, objectOfHoldingAt } from './object-pronoun';
import { asksAfterTagAt } from './tagged-question';
import { replyOpensAt } from './interjection-seam';
import { relativeWhereAt } from './relative-where';
import { relativeWhichAt } from './relative-which';
import { insideFractionAt } from './fraction-seam';
import { asksAfterHedgeAt } from './hedge-close';
import { opensLikeQuestion } from './speaker-inference';
import { restatesDoseAt, resultDoseAt } from './dose-equivalent';
import { dosesDrugAt, renamesDrugAt } from './asked-object';
import {
  speechSeamAt,
  isSpelledLetter,
  questionAwaitsVerb,
  statesRegimenAt,
  wordBeforeHesitation,
} from './speech-seam';
import { isNumberWord, readNumberAt } from './spoken-number';
import { answersTopicAt, changesHandsAt, saysAnswerWord, scanSpeech } from './turn-boundary';
import { SPOKEN_DECIMAL_DOT, tokenizeWords, type WordToken } from './word-tokenizer';

/** A sentence's character range in the transcript, its words, and whether it was punctuated as a question. */
export interface SentencePiece {
  start: number;
  end: number;
  tokens: WordToken[];
  questionMark: boolean;
}

const strongIndex = cueIndex(STRONG_STARTS);
const mediumIndex = cueIndex(MEDIUM_STARTS);
const subjectIndex = cueIndex(SUBJECT_STARTS);
const siteIndex = new PhraseIndex(conceptPhrases(BODY_SITES));
const joining = new Set(JOINING_WORDS);
const judgement = new Set([
  ...EXAM_JUDGEMENT_WORDS,
  'murmur',
  'murmurs',
  'gallops',
  'rubs',
  'rhythm',
  'tender',
  'swelling',
  'edema',
]);
const abbreviations = new Set(ABBREVIATIONS);
const possessives = new Set(POSSESSIVE_SUBJECTS);
/** "… would change | my thinking": a possessive with no room left for its noun and verb opens no clause. */
const possessiveTailAt = (tokens: readonly WordToken[], i: number) =>
  possessives.has(tokens[i]!.norm) && tokens.length - i < POSSESSIVE_CLAUSE_WORDS;
const ACKNOWLEDGEMENTS = new Set(['okay', 'ok', 'alright', 'all']);
const STATE_WORDS = new Set([
  'is',
  'be',
  "it's",
  'are',
  'was',
  'were',
  'doing',
  'feel',
  'feeling',
  'seems',
  'looks',
  "that's",
  'fine',
  'pretty',
  'very',
  'just',
  'not',
  'been',
  'am',
  "i'm",
  "you're",
  'all',
  'be',
  'out',
]);

/** Splits text at sentence punctuation, keeping "dr." and decimals whole. Offsets are shifted by `base`. */
function splitAtPunctuation(text: string, base: number): Array<{ start: number; end: number; question: boolean }> {
  const pieces: Array<{ start: number; end: number; question: boolean }> = [];
  let from = 0;
  const decimalDots = new Set([...text.matchAll(SPOKEN_DECIMAL_DOT)].map((match) => match.index));
  for (const match of text.matchAll(/[.?!…]+(?=\s|$)|\s-{1,2}\s/g)) {
    const at = match.index ?? 0;
    if (decimalDots.has(at)) continue;
    const before = /([a-z.]+)$/i.exec(text.slice(from, at))?.[1]?.toLowerCase() ?? '';
    if (match[0].startsWith('.') && match[0].length === 1 && abbreviations.has(before)) continue;
    pieces.push({ start: base + from, end: base + at + match[0].length, question: match[0].includes('?') });
    from = at + match[0].length;
  }
  if (from < text.length) pieces.push({ start: base + from, end: base + text.length, question: false });
  return pieces;
}

// A one-word answer right after a question ("any fever no") is the other speaker's turn.
const ANSWER_WORDS = new Set(ANSWER_START_WORDS);
const instructions = new Set(INSTRUCTION_STARTS);
// "let me take a look": after an object pronoun the verb goes on with the clause.
const OBJECTS = new Set(['me', 'us', 'them', 'him']);
const PREPOSITION_CUE = /^(on|for|in)\b/;
/** "20", "2000s", "thousand": a word that ends an amount. */
const saysAmount = (word: string) => /^\d[\d,.]*s?$/.test(word) || isNumberWord(word);
const BARE_STEMS = new Set(['that', 'there']);

/** "one hundred and two": the "and" is part of a spoken number. */
function insideNumber(tokens: readonly WordToken[], i: number): boolean {
  return isNumberWord(tokens[i - 1]?.norm ?? '') && isNumberWord(tokens[i + 1]?.norm ?? '');
}

/** People a clause after them describes ("the people i work with", "everyone we know"): no new clause there. */
const PEOPLE_HEADS = new Set(['people', 'everyone', 'everybody', 'someone', 'somebody', 'guys', 'folks', 'anyone']);
/** "any of those things | i mentioned": a clause that says which things (or symptoms) belongs to them. */
const THING_HEADS = new Set(['things', 'symptoms']);
const RELATIVE_CLAUSE_SUBJECTS = new Set(['i', 'we']);
/** "any times | you've felt low": in a question a "you" clause after "any time(s)" says which, it is no answer. */
const TIME_HEADS = new Set(['time', 'times', 'occasions', 'moments']);
const ASKED_SUBJECTS = new Set(['you', "you've", "you're", "you'd"]);
const asksWhichTimes = (tokens: readonly WordToken[], i: number) =>
  tokens[i - 2]?.norm === 'any' && TIME_HEADS.has(tokens[i - 1]?.norm ?? '') && ASKED_SUBJECTS.has(tokens[i]!.norm);
/** Relatives and people the patient knows, as the family triggers name them ("aunt", "coworker"). */
const PERSON_NOUNS = new Set(
  CONTEXT_TRIGGERS.filter((trigger) => trigger.category === 'family' && !trigger.phrase.includes(' ')).map(
    (trigger) => trigger.phrase,
  ),
);

const SIDE_OWNERS = new Set(['the', 'your', 'my', 'his', 'her', 'their', 'to', 'on', 'at', 'all', 'both']);

/**
 * Token indexes where unpunctuated speech starts a new sentence. In a long punctuated sentence a bare "that" or
 * "there" goes on with its clause ("certain medications that can be toxic to the liver"): where the writer meant
 * a new sentence, the punctuation says so.
 */
export function findCuePoints(tokens: readonly WordToken[], punctuated = false): number[] {
  const scan = scanSpeech(tokens);
  const { stems } = scan;
  const cuts: number[] = [];
  let last = 0;
  let asking = opensQuestion(tokens, 0);
  const timeAsks = countTimeQuestions(tokens);
  for (let i = 1; i < tokens.length; i += 1) {
    // Only a question waits for an answer: the answer readers run only then.
    const answers =
      asking &&
      i - last >= 2 &&
      (saysAnswerWord(tokens, i) ||
        saysNothingAt(tokens, i) ||
        saysHedgedNoAt(stems, i) ||
        answersHowLong(tokens, timeAsks, last, i));
    if (answers) {
      cuts.push(i);
      last = i;
      asking = false;
      continue;
    }
    const words = i - last;
    const previous = wordBeforeHesitation(tokens, i);
    // "… most likely bacterial right | i'm going to give you …": a tag "right" closes the clause ("on the right",
    // "all right" do not) when the clinician's next thought starts.
    const tagRight = previous === 'right' && !SIDE_OWNERS.has(tokens[i - 2]?.norm ?? '');
    // The "i" of a spelled-out "u t i" is no pronoun: no clause starts there, and one may start after it.
    const free =
      !joining.has(previous) || isSpelledLetter(tokens, i - 1) || (tagRight && mediumIndex.matchAt(stems, i) !== null);
    // "how much lexapro | are you taking": the question goes on in its own verb, no new one starts.
    if (isSpelledLetter(tokens, i) || (questionAwaitsVerb(tokens, last, i) && opensQuestion(tokens, i))) continue;
    // "the people | i work with all have covid": a clause that says who the people are belongs to them.
    if ((PEOPLE_HEADS.has(previous) || THING_HEADS.has(previous)) && RELATIVE_CLAUSE_SUBJECTS.has(tokens[i]!.norm))
      continue;
    if (asking && asksWhichTimes(tokens, i)) continue;
    // "my aunt | who has emphysema": "who" after a person describes them, it asks nothing.
    if (tokens[i]!.norm === 'who' && PERSON_NOUNS.has(previous)) continue;
    // "we have | you on five milligrams": the clinician states the regimen; the "you" goes on with the clause.
    if (statesRegimenAt(tokens, i)) continue;
    // "if you feel faint, stop | it and call me": what to do after a condition stays whole.
    if (splitsConsequenceAt(tokens, stems, i)) continue;
    // "if you're still limited in a month | i'll send you on": the condition keeps the clinician's answer to it.
    if (answersOpeningConditionAt(tokens, stems, last, i)) continue;
    // "and the ramipril | that's five milligrams": the dose stays with the drug it is said of.
    if (dosesDrugAt(tokens, stems, i) || restatesDoseAt(tokens, i) || renamesDrugAt(tokens, stems, i)) continue;
    // "one and a half tablets of the fifty | so seventy-five micrograms": the dose the sig works out to (a question
    // asking how much of a medicine keeps its cut before the answer).
    if (!asking && resultDoseAt(tokens, stems, last, i)) continue;
    // "no one has memory problems | as far as i know or any other illness": the hedge closes the clause before it.
    if (hedgeTailAt(stems, i)) continue;
    // "i do remember | that he had heart trouble": the thing remembered or said goes on with its verb.
    if (complementThatAt(tokens[i]!.norm, previous)) continue;
    // "nothing | that i know of": the hedge belongs to the answer it qualifies.
    if (hedgesIndefiniteAt(tokens, i)) continue;
    // "a hit to the head | where you felt off?": the clause says which, it asks nothing. Only where punctuation
    // marks the question: unpunctuated, the cut there is what lets the question's yes or no be found.
    if (punctuated && relativeWhereAt(tokens, i)) continue;
    // "seven | and a half milligrams": the fraction belongs to its number.
    if (insideFractionAt(tokens, i)) continue;
    // "nitrofurantoin | which is safe", "250 milligrams | which is five mils": the clause is about the medicine.
    if (relativeWhichAt(tokens, stems, i)) continue;
    // "we have | it all": the object stays with its verb.
    if (objectOfHoldingAt(tokens, i) || objectBeforePhraseAt(tokens, i)) continue;
    if (spellsOutQuestionAt(stems, i, asking) || justBeforeVerbAt(tokens, i) || objectBeforeQuestionAt(tokens, i))
      continue;
    const strong = strongIndex.matchAt(stems, i);
    const cue = mediumIndex.matchAt(stems, i);
    // Stems make "that's" "that" and "there's" "there".
    const medium = punctuated && cue && cue.last - cue.first === 1 && BARE_STEMS.has(tokens[i]!.norm) ? null : cue;
    // A prepositional phrase after a symptom, a dose or an amount qualifies it ("short of breath on the stairs",
    // "200 milligrams on the first day", "… and 2000s on the other six days").
    const qualified = scan.afterSymptom.has(i) || previous in DOSE_UNITS || saysAmount(previous);
    // "if you get a fever | that goes on … | call us": the condition keeps its consequence. In writing only
    // inside the condition: a cut before the consequence itself still leaves two whole clauses.
    const holding = insideConditionAt(tokens, stems, last, i, !punctuated);
    const mediumCut = medium !== null && !holding && !(qualified && PREPOSITION_CUE.test(tokens[i]!.norm));
    // "okay" and "alright" start a new thought unless they finish one ("it's okay", "doing alright").
    const acknowledgement = strong !== null && ACKNOWLEDGEMENTS.has(tokens[i]!.norm) && !STATE_WORDS.has(previous);
    const cut =
      (words >= MIN_PIECE_WORDS && asksAfterTagAt(tokens, i)) ||
      // "allergies to anything not that i know of | any liver problems": the hedge closes the answer.
      (words >= MIN_PIECE_WORDS && asksAfterHedgeAt(tokens, i)) ||
      speechSeamAt(tokens, stems, last, i, asking) ||
      (words >= MIN_PIECE_WORDS &&
        (!joining.has(previous) || conditionAfterPronounAt(tokens, i)) &&
        opensConditionAt(tokens, stems, last, i)) ||
      (words >= MIN_PIECE_WORDS && !joining.has(previous) && asksAnewWithAnd(stems, i, asking)) ||
      replyOpensAt(tokens, last, i) ||
      (words >= MIN_PIECE_WORDS && answersWithOnlyAt(tokens, stems, i)) ||
      ((words >= 2 || ANSWER_WORDS.has(tokens[last]!.norm)) && (free || acknowledgement) && strong !== null) ||
      changesHandsAt(scan, i, last, asking, medium !== null) ||
      (words >= MIN_PIECE_WORDS && free && !holding && !OBJECTS.has(previous) && instructions.has(tokens[i]!.norm)) ||
      (words >= MIN_PIECE_WORDS && free && mediumCut) ||
      (words >= 5 && free && !holding && subjectIndex.matchAt(stems, i) !== null && !possessiveTailAt(tokens, i)) ||
      (words >= MIN_PIECE_WORDS && tokens[i]?.norm === 'your' && siteIndex.matchAt(stems, i - 1) !== null) ||
      (words >= 4 && judgement.has(previous) && siteIndex.matchAt(stems, i) !== null) ||
      (words >= MIN_PIECE_WORDS && free && previous === tokens[i]?.norm && !repeatGoesOnAt(tokens, i, asking)) ||
      (words >= MAX_PIECE_WORDS / 3 &&
        tokens[i]?.norm === 'and' &&
        tokens.length - last > MAX_PIECE_WORDS &&
        !insideNumber(tokens, i));
    if (cut) {
      cuts.push(i);
      last = i;
      // "are you taking the lisinopril | i think we have you on twenty milligrams a day | yep": the clinician's
      // aside stating the regimen still waits for the answer to the question before it.
      asking = opensQuestion(tokens, i) || (asking && statesRegimenAhead(tokens, i));
    }
  }
  return cuts;
}

// "how long have you had it | two weeks": an amount of time answers a question about time.
const TIME_QUESTION = /^(how long|how many|how often|when did|since when)$/;
const TIME_UNIT = /^(minute|hour|day|night|week|month|year)s?$/;

/**
 * How many "how long" question openings start before each token (counts[k] covers tokens 0…k-1): counted once per
 * piece, so whether one was asked since the last cut is a subtraction, not a rescan of the piece at every word.
 */
function countTimeQuestions(tokens: readonly WordToken[]): number[] {
  const counts = [0];
  for (const [k, token] of tokens.entries()) {
    const opens = TIME_QUESTION.test(`${token.norm} ${tokens[k + 1]?.norm ?? ''}`);
    counts.push(counts[k]! + (opens ? 1 : 0));
  }
  return counts;
}

/** A number with a unit of time at token i answers the "how long" question asked since `from`. */
function answersHowLong(tokens: readonly WordToken[], timeAsks: readonly number[], from: number, i: number): boolean {
  const asked = timeAsks[i]! - timeAsks[from]! > 0;
  if (!asked) return false;
  const number = readNumberAt(tokens, i);
  return number !== null && TIME_UNIT.test(tokens[number.last]?.norm ?? '');
}

/** A "we have you on …" within the first words from token `at`. */
function statesRegimenAhead(tokens: readonly WordToken[], at: number): boolean {
  for (let j = at; j < at + REGIMEN_AHEAD; j += 1) if (statesRegimenAt(tokens, j)) return true;
  return false;
}
const REGIMEN_AHEAD = 6;

function opensQuestion(tokens: readonly WordToken[], at: number): boolean {
  const window = tokens.slice(at, at + 4);
  // A lead-in ("and tell me are you …") pushes the question words past the first four.
  // The piece's stems are read once; a slice of them spares stemming every window again.
  const opening = opensLikeQuestion(tokens.slice(at, at + 6), stemTokens(tokens).slice(at, at + 6));
  return opening || window.some((token) => token.norm === 'any');
}

/** "any allergies no", "any allergies penicillin": where a short unpunctuated question is answered, or null. */
function answerCut(tokens: readonly WordToken[]): number | null {
  if (!opensQuestion(tokens, 0)) return null;
  const scan = scanSpeech(tokens);
  for (let i = 2; i < tokens.length; i += 1) {
    if (saysAnswerWord(tokens, i) || saysNothingAt(tokens, i) || saysHedgedNoAt(scan.stems, i)) return i;
    if (answersTopicAt(scan, i)) return i;
  }
  return null;
}

/** Cuts of a short question-and-answer line: the answer cut, and the cue points before and after it. */
function exchangeCuts(tokens: readonly WordToken[], answerAt: number): number[] {
  const cuts: number[] = [];
  let from = 0;
  for (const cut of [...new Set([...findCuePoints(tokens), answerAt])].sort((a, b) => a - b)) {
    // "what medicines | do you take": before its answer, a question goes on in question words; not a new one.
    if (cut < answerAt && opensQuestion(tokens, from) && opensQuestion(tokens, cut)) continue;
    cuts.push(cut);
    from = cut;
  }
  return cuts;
}

/**
 * Cuts a long piece at cue words; a short one without punctuation ("any allergies no") only where a question
 * gets its yes or no. Short punctuated pieces stay whole.
 */
function cutLongPiece(piece: SentencePiece, punctuated: boolean): SentencePiece[] {
  const short = piece.tokens.length <= LONG_SENTENCE_WORDS;
  if (short && (punctuated || !opensQuestion(piece.tokens, 0))) return [piece];
  // A short exchange read as one line ("any allergies i am allergic to contrast are you sure yes") can change
  // hands more than once: it is cut like a long piece, and where its question gets its yes or no.
  const answerAt = short ? answerCut(piece.tokens) : null;
  const cuts = [
    ...(answerAt === null ? findCuePoints(piece.tokens, punctuated) : exchangeCuts(piece.tokens, answerAt)),
    piece.tokens.length,
  ];
  const pieces: SentencePiece[] = [];
  let from = 0;
  for (const cut of cuts) {
    const tokens = piece.tokens.slice(from, cut);
    const isLast = cut === piece.tokens.length;
    pieces.push({
      start: tokens[0]!.start,
      end: isLast ? piece.end : tokens[tokens.length - 1]!.end,
      tokens,
      questionMark: isLast && piece.questionMark,
    });
    from = cut;
  }
  return pieces;
}

/** Sentences of one stretch of speech [start, end) of the transcript. */
export function splitSentences(transcript: string, start: number, end: number): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  for (const raw of splitAtPunctuation(transcript.slice(start, end), start)) {
    const tokens = tokenizeWords(transcript.slice(raw.start, raw.end), raw.start);
    if (tokens.length === 0) continue;
    const piece = { start: tokens[0]!.start, end: tokens[tokens.length - 1]!.end, tokens, questionMark: raw.question };
    const punctuated = /[.?!]/.test(transcript.slice(raw.start, raw.end)) || raw.question;
    pieces.push(...cutLongPiece(piece, punctuated));
  }
  return pieces;
}
