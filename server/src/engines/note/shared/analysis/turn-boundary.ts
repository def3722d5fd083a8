import { LEXICON } from './concept-lexicon';
import { stemTokens, cueIndex } from './phrase-index';
import {
  ANSWER_OPENINGS,
  ANSWER_START_WORDS,
  CLOSING_NEGATIONS,
  COMPLETE_QUESTIONS,
  HOW_ANSWERS,
  JOINING_WORDS,
  MIN_PIECE_WORDS,
  NOT_BEFORE_ANY,
  QUESTION_ENDINGS,
  QUESTION_HEADS,
  SUBJECT_STARTS,
  TOPIC_QUESTION_ENDS,
  TOPIC_WORDS,
} from './sentence-cue.rules';
import { opensLikeQuestion, readsOutAt } from './speaker-inference';
import { stemWord, type WordToken } from './word-tokenizer';

/**
 * Where unpunctuated speech changes hands: an answer after a question, a new question after an answer, a finding
 * read out after the patient's talk. Recognisers write a whole visit as one line; these are the seams.
 */
const subjectIndex = cueIndex(SUBJECT_STARTS);
const answerOpenings = cueIndex(ANSWER_OPENINGS);
const howAnswers = cueIndex(HOW_ANSWERS);
const completeQuestions = cueIndex(COMPLETE_QUESTIONS);
const siteIndex = LEXICON.sites;
const drugIndex = LEXICON.drugs;
const topicEnds = cueIndex(TOPIC_QUESTION_ENDS);
const topicWords = new Set(TOPIC_WORDS.map(stemWord));
const questionHeads = new Set(QUESTION_HEADS.map(stemWord));
const questionsAfterAnd = cueIndex([
  'have you',
  'do you',
  'did you',
  'are you',
  'were you',
  'has he',
  'has she',
  'does he',
  'does she',
  'is he',
  'is she',
]);
const answerWords = new Set(ANSWER_START_WORDS);
const joining = new Set(JOINING_WORDS);
const notBeforeAny = new Set(NOT_BEFORE_ANY);
const questionEndings = new Set(QUESTION_ENDINGS);
const closingNegations = new Set(CLOSING_NEGATIONS);
// Whose body part a finding read out names ("her left eardrum is red", "the right ear looks normal").
const FINDING_OWNERS = ['your', 'her', 'his', 'the'];
const FIRST_PERSON = new Set(['i', 'my', "i'm", "i've"]);
const ANY_REACH = 3;
// Verdicts a clinician gives on an answer before the next question ("that's good actually | any …").
const OBJECT_WORDS = new Set(['me', 'him', 'her', 'us', 'them']);
const VERDICTS = new Set(['good', 'great', 'fine', 'okay', 'ok', 'alright', 'normal', 'helpful', 'useful']);
const UNSURE_BEFORE = new Set(['not', "i'm", 'am', 'be', 'make', 'for', "you're", 'you', 'are', 'is', 'was']);
// "yes i have", "no i am not", "no i don't": an answer that echoes the question's verb is complete in itself.
const ECHO_SUBJECTS = new Set(['i', 'it', 'we', 'she', 'he', 'they']);
const ECHO_VERBS = new Set([
  'have',
  'has',
  'had',
  'do',
  'does',
  'did',
  'am',
  'is',
  'was',
  'are',
  'were',
  'can',
  'will',
]);
const ECHO_CONTRACTED = new Set(["i'm", "it's", "she's", "he's", "we're", "they're", "i've"]);
const ECHO_TAILS = new Set(['not', "n't", 'never', 'been']);

/** One piece of speech, scanned once for the seams that depend on what was said around them. */
export interface SpeechScan {
  tokens: readonly WordToken[];
  stems: readonly string[];
  /** Token indexes right after a symptom or body site ("short of breath | on the stairs"). */
  afterSymptom: ReadonlySet<number>;
  /** Token indexes right after a complete question ("what brings you in today | …"). */
  afterQuestion: ReadonlySet<number>;
  /** Token indexes right after a question about a history topic ("any allergies | …"). */
  afterTopic: ReadonlySet<number>;
}

function endsOf(stems: readonly string[], find: (i: number) => { last: number } | null): Set<number> {
  const ends = new Set<number>();
  for (let i = 0; i < stems.length; i += 1) {
    const match = find(i);
    if (match) ends.add(match.last);
  }
  return ends;
}

export function scanSpeech(tokens: readonly WordToken[]): SpeechScan {
  const stems = stemTokens(tokens);
  return {
    tokens,
    stems,
    afterSymptom: endsOf(stems, (i) => LEXICON.symptoms.matchAt(stems, i) ?? siteIndex.matchAt(stems, i)),
    afterQuestion: endsOf(stems, (i) => completeQuestions.matchAt(stems, i)),
    afterTopic: endsOf(stems, (i) => topicEnds.matchAt(stems, i)),
  };
}

/** "no", "no never": the words since the last cut only answer a question. */
export function isBareAnswer(tokens: readonly WordToken[], from: number, to: number): boolean {
  return to - from <= 2 && tokens.slice(from, to).every((token) => answerWords.has(token.norm));
}

/** Token i is a yes/no word said as an answer: not the "sure" of "are you sure" or "make sure". */
export function saysAnswerWord(tokens: readonly WordToken[], i: number): boolean {
  const word = tokens[i]?.norm ?? '';
  if (!answerWords.has(word) || tokens[i - 1]?.norm === 'or') return false;
  return word !== 'sure' || !UNSURE_BEFORE.has(tokens[i - 1]?.norm ?? '');
}

/** "yes i have been", "no i am not", "no i don't": tokens [from, to) only answer, echoing the question's verb. */
export function isAnswerEcho(tokens: readonly WordToken[], from: number, to: number): boolean {
  let k = from;
  while (k < to && answerWords.has(tokens[k]!.norm)) k += 1;
  const words = tokens.slice(k, to).map((token) => token.norm);
  if (words.length === 0 || words.length > 3) return false;
  const [first, second, third] = words as [string, string | undefined, string | undefined];
  const negatedVerb = (word: string | undefined) => word !== undefined && /^[a-z]+n't$/.test(word);
  if (ECHO_CONTRACTED.has(first)) return words.length === 1 || (words.length === 2 && ECHO_TAILS.has(second!));
  if (!ECHO_SUBJECTS.has(first) || second === undefined) return false;
  if (negatedVerb(second)) return third === undefined;
  return ECHO_VERBS.has(second) && (third === undefined || ECHO_TAILS.has(third));
}

// "is there any", "was there any": the "there" that asks. After anything else ("no nothing there | any numbness")
// the "there" is a place and closes the answer.
const ASKING_THERE = new Set(['is', 'are', 'was', 'were', 'been', 'be', "isn't", "aren't", "wasn't", "weren't"]);
const thereClosesAt = (tokens: readonly WordToken[], i: number) =>
  tokens[i - 1]?.norm === 'there' && !ASKING_THERE.has(tokens[i - 2]?.norm ?? '');

/** "any chest pain": a new question about a symptom or condition. */
function asksAbout(stems: readonly string[], i: number): boolean {
  for (let k = i + 1; k <= i + ANY_REACH && k < stems.length; k += 1) {
    if (LEXICON.symptoms.matchAt(stems, k) || LEXICON.conditions.matchAt(stems, k)) return true;
    if (topicWords.has(stems[k]!) || questionHeads.has(stems[k]!)) return true;
  }
  return false;
}

/** "… just my inhaler | and any allergies": "and any" before a history topic opens the clinician's next question. */
function asksTopicWithAnd(stems: readonly string[], i: number): boolean {
  if (stems[i] !== 'and' || stems[i + 1] !== 'any') return false;
  for (let k = i + 2; k <= i + 3 && k < stems.length; k += 1) if (topicWords.has(stems[k]!)) return true;
  return false;
}

/** "any allergies | penicillin": a question about a history topic ends and a concept named as its answer starts. */
export function answersTopicAt(scan: SpeechScan, i: number): boolean {
  return scan.afterTopic.has(i) && namesConceptAt(scan.stems, i);
}

/** "… together sure | any heart condition": "sure" said as an answer, not "not sure" or "make sure". */
function answersSure(tokens: readonly WordToken[], i: number): boolean {
  return tokens[i - 1]?.norm === 'sure' && !UNSURE_BEFORE.has(tokens[i - 2]?.norm ?? '');
}

/** A symptom, condition or drug starts at token i. */
function namesConceptAt(stems: readonly string[], i: number): boolean {
  return (
    LEXICON.symptoms.matchAt(stems, i) !== null ||
    LEXICON.conditions.matchAt(stems, i) !== null ||
    drugIndex.matchAt(stems, i) !== null
  );
}

// Words that go on with a complete question rather than answer it ("what brings you in | today").
const COMPLAINT_REACH = 8;
const QUESTION_GOES_ON = new Set(['today', 'here', 'now', 'this', 'to', 'with', 'for', 'again', 'then']);
/** "what brought him in | poor kidney function", "what brings you in | chest pain": the complaint answers. */
function answersComplaint(scan: SpeechScan, i: number): boolean {
  const word = scan.tokens[i]!.norm;
  if (joining.has(word) || QUESTION_GOES_ON.has(word)) return false;
  // A complaint named within the next few words is what the answer is about.
  for (let k = i; k < i + COMPLAINT_REACH && k < scan.stems.length; k += 1)
    if (namesConceptAt(scan.stems, k)) return true;
  return false;
}

const THAT_IS = new Set(["that's", 'thats']);
const SECOND_PERSON = new Set(['you', 'your', "you're", "you've", 'yours']);
const TAG_FOLLOWERS = new Set(['your', 'you', 'i', 'my', "you're", "i'm", 'we', "we'll", 'let']);
const ADDRESS_VERBS = new Set([
  'do',
  "don't",
  'did',
  "didn't",
  'have',
  "haven't",
  'are',
  "aren't",
  'were',
  'can',
  'should',
  'need',
  'will',
]);

/** "… i do not have chest pain either | you do not have any nausea": after the patient's "I", the clinician's "you". */
function turnsToPatient(tokens: readonly WordToken[], last: number, i: number): boolean {
  if (tokens[i]!.norm !== 'you' || !ADDRESS_VERBS.has(tokens[i + 1]?.norm ?? '')) return false;
  // Talk that already addresses the patient ("I have the results from your scan") is the clinician's own.
  const before = tokens.slice(last, i).map((token) => token.norm);
  return before.some((word) => FIRST_PERSON.has(word)) && !before.some((word) => SECOND_PERSON.has(word));
}

// "i have crohn's", "i've got asthma", "i'm on humira": the speaker's own condition or medicine, said in the first
// person; "i have prescribed …", "i have to …" are the clinician going on.
const OWN_HAVING = new Set(['have', 'had', 'take', 'got', 'on']);
const OWN_SUBJECTS = new Set(['i', "i've", "i'm"]);
const HAVING_REACH = 3;
// "… going on | i have …", "… to talk about | i'm on …": a clause closing on a particle; no "I have <condition>"
// is the object of one.
const CLOSING_PARTICLES = new Set(['on', 'in', 'up', 'out', 'about', 'for', 'with', 'at', 'to', 'of']);

/** "… you have your own health stuff going on | i have crohn's": after the clinician's "you", the patient's "I have <condition>". */
function turnsToSelf(scan: SpeechScan, last: number, i: number): boolean {
  const { tokens, stems } = scan;
  if (!OWN_SUBJECTS.has(tokens[i]!.norm) || !OWN_HAVING.has(tokens[i + 1]?.norm ?? '')) return false;
  const before = tokens.slice(last, i).map((token) => token.norm);
  if (!before.some((word) => SECOND_PERSON.has(word)) || before.some((word) => FIRST_PERSON.has(word))) return false;
  for (let k = i + 2; k <= i + 1 + HAVING_REACH && k < stems.length; k += 1)
    if (LEXICON.conditions.matchAt(stems, k) !== null || drugIndex.matchAt(stems, k) !== null) return true;
  return false;
}

/** A new clause after a bare answer: "no | i take lisinopril", "no | are you pregnant", "no | your blood pressure is …". */
function startsAfterAnswer(scan: SpeechScan, i: number, startsThought: boolean): boolean {
  const { tokens, stems } = scan;
  return (
    subjectIndex.matchAt(stems, i) !== null ||
    tokens[i]!.norm === 'you' ||
    startsThought ||
    opensLikeQuestion(tokens.slice(i, i + 4)) ||
    readsOutAt(stems, i, FINDING_OWNERS)
  );
}

/**
 * True when the other speaker plausibly takes over at token i, given the last cut and whether the piece so far
 * asks something. `startsThought` says a cue phrase of the splitter opens there.
 */
export function changesHandsAt(
  scan: SpeechScan,
  i: number,
  last: number,
  asking: boolean,
  startsThought: boolean,
): boolean {
  const { tokens, stems } = scan;
  const words = i - last;
  const previous = tokens[i - 1]?.norm ?? '';
  // "any pain at all | i …": "all" closes the question there; "… nausea right | your lungs …": a tag "right?"
  // before a pronoun is no side of the body.
  const free =
    !joining.has(previous) ||
    (previous === 'all' && tokens[i - 2]?.norm === 'at') ||
    // "a little clear fluid that's all | any fever": "that's all" closes the answer.
    (previous === 'all' && THAT_IS.has(tokens[i - 2]?.norm ?? '')) ||
    // "… over an hour or so | any weakness", "… for a while | any chest pain": a phrase of time closes there.
    (previous === 'so' && tokens[i - 2]?.norm === 'or') ||
    (previous === 'while' && tokens[i - 2]?.norm === 'a') ||
    // "… more episodes than ever before | any history of …": the phrase of time closes there too.
    (previous === 'before' && tokens[i - 2]?.norm === 'ever') ||
    // "that's good actually | any tummy pain": "actually" after a verdict closes the reply.
    (previous === 'actually' && VERDICTS.has(tokens[i - 2]?.norm ?? '')) ||
    // "the dentist gave me that | any allergies": a "that" after the object ends the clause as a pronoun.
    (previous === 'that' && OBJECT_WORDS.has(tokens[i - 2]?.norm ?? '')) ||
    (previous === 'right' && TAG_FOLLOWERS.has(tokens[i]!.norm));
  const subject = subjectIndex.matchAt(stems, i) !== null;
  const answers = answerOpenings.matchAt(stems, i) !== null;
  return (
    ((isBareAnswer(tokens, last, i) || isAnswerEcho(tokens, last, i)) && startsAfterAnswer(scan, i, startsThought)) ||
    // "not great | my knee is killing me", "i didn't | i take ibuprofen": a short answer, then the story.
    (FIRST_PERSON.has(tokens[i]!.norm) &&
      (howAnswers.matchAt(stems, last)?.last === i || (words >= 2 && closingNegations.has(previous)))) ||
    (scan.afterQuestion.has(i) &&
      (subject || answers || howAnswers.matchAt(stems, i) !== null || answersComplaint(scan, i))) ||
    (asking && answersTopicAt(scan, i)) ||
    (asking && words >= 3 && questionEndings.has(previous) && (subject || howAnswers.matchAt(stems, i) !== null)) ||
    // The patient's "I" or "my" after a question is the answer starting ("any shortness of breath | my chest …").
    (asking && words >= 2 && free && (FIRST_PERSON.has(tokens[i]!.norm) || answers)) ||
    (words >= 2 &&
      (free || answersSure(tokens, i)) &&
      tokens[i]!.norm === 'any' &&
      (!notBeforeAny.has(previous) || thereClosesAt(tokens, i)) &&
      asksAbout(stems, i)) ||
    (words >= 2 && !notBeforeAny.has(previous) && asksTopicWithAnd(stems, i)) ||
    // "… just the knee | and have you had a fever": the clinician's next question after the patient's answer.
    (words >= 3 && tokens[i]!.norm === 'and' && questionsAfterAnd.matchAt(stems, i + 1) !== null) ||
    (words >= MIN_PIECE_WORDS && free && readsOutAt(stems, i, FINDING_OWNERS)) ||
    (words >= MIN_PIECE_WORDS && free && turnsToPatient(tokens, last, i)) ||
    (words >= MIN_PIECE_WORDS && (free || CLOSING_PARTICLES.has(previous)) && turnsToSelf(scan, last, i))
  );
}
