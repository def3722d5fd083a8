import type { Speaker } from '../../../../coding/clinical-finding';
import { BODY_SITES } from '../vocabulary/anatomy.vocab';
import { LEXICON } from './concept-lexicon';
import { conceptPhrases, containsPhrase, PhraseIndex, stemTokens, cueIndex } from './phrase-index';
import { asksClinicianOpinion, tellsListenerCondition } from './clinician-opinion';
import { voicesClinicianAct } from './clinician-first-person';
import { maskDeterminerNo } from './determiner-no';
import { maskAskedKind } from './asked-kind';
import { opensWithDoes } from './tagged-question';
import { namesDiagnosis } from './diagnosis-naming';
import { framesDiagnosisForListener } from './spoken-diagnosis';
import { opensWithInstruction, soundsLikeImpression } from './sentence-act';
import { plansListenersCare } from './listener-care-plan';
import { readsOutListenersResult } from './result-reading-speaker';
import { asksWhatItIs } from './worry-question';
import {
  CONTINUATION_WORDS,
  DOCTOR_PHRASES,
  DOCTOR_WORDS,
  EXAM_REQUESTS,
  FINDING_VERBS,
  LEADING_FILLERS,
  OWN_WORDS,
  PATIENT_PHRASES,
  PATIENT_WORDS,
  QUESTION_INSIDE,
  QUESTION_STARTS,
  READING_NAMES,
} from './speaker-cue.rules';
import { asksForSelf, opensCleftAt, planTalkPhrases, statesRegimenAt } from './speech-seam';
import type { WordToken } from './word-tokenizer';
import { isSpelledLetterI } from './spelled-letters';

const doctorPhrases = cueIndex([...DOCTOR_PHRASES, ...planTalkPhrases()]);
const patientPhrases = cueIndex(PATIENT_PHRASES);
const questionStarts = cueIndex(QUESTION_STARTS);
const fillers = cueIndex(LEADING_FILLERS);
const examRequests = cueIndex(EXAM_REQUESTS);
const questionInside = cueIndex(QUESTION_INSIDE);
const doctorWords = new Set(DOCTOR_WORDS);
const patientWords = new Set(PATIENT_WORDS);
const continuation = new Set(CONTINUATION_WORDS);
const siteIndex = new PhraseIndex(conceptPhrases(BODY_SITES));
const readingIndex = cueIndex(READING_NAMES);
const findingVerbs = new Set(FINDING_VERBS);
const SIDES = new Set(['right', 'left', 'both']);
// Whose body part a finding read out names; "my" is the patient's own account.
const FINDING_OWNERS = ['your', 'her', 'his', 'the'];
const BARE_ANSWERS = new Set(['yes', 'yeah', 'yep', 'no', 'nope', 'nah', 'sure', 'correct', 'right']);
const own = new Set(OWN_WORDS);
const FIRST_PERSON = /^(i|i'm|i've|my|me|mine|myself)$/;
const RELATIVE_VERBS = new Set(['is', 'was', 'mean', 'make', 'has', 'would', 'will']);

/** "your lungs sound clear", "your temperature is …", "your diabetes is …" at token i: the clinician reads out a finding. */
export function readsOutAt(stems: readonly string[], i: number, owners: readonly string[] = ['your']): boolean {
  if (!owners.includes(stems[i] ?? '')) return false;
  const at = SIDES.has(stems[i + 1] ?? '') ? i + 2 : i + 1;
  const named =
    siteIndex.matchAt(stems, at) ?? readingIndex.matchAt(stems, at) ?? LEXICON.conditions.matchAt(stems, at);
  // The verb may close the site's own name ("heart sounds").
  return (
    named !== null &&
    [named.last - 1, named.last, named.last + 1].some((k) => k > named.first && findingVerbs.has(stems[k] ?? ''))
  );
}

function countPhrases(stems: readonly string[], index: PhraseIndex<true>): number {
  let count = 0;
  for (let i = 0; i < stems.length;) {
    const match = index.matchAt(stems, i);
    if (match) {
      count += 1;
      i = match.last;
    } else i += 1;
  }
  return count;
}

/** True when the words open like a question, after any "okay so um …". */
export function opensLikeQuestion(tokens: readonly WordToken[], stems = stemTokens(tokens)): boolean {
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match && i < stems.length; match = fillers.matchAt(stems, i))
    i = match.last;
  // "which is above goal" goes on with what was said; "which one hurts" asks.
  if (stems[i] === 'which' && RELATIVE_VERBS.has(stems[i + 1] ?? '')) return false;
  if (opensCleftAt(stems, i)) return false;
  return questionStarts.matchAt(stems, i) !== null || opensWithDoes(tokens, i);
}

/** "so what i'm gon na do is …": a plan announced, the clinician's as much as a question is. */
export function opensCleft(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  return opensCleftAt(stems, afterFillers(stems));
}

/** Where the words start after any "okay so um …". */
function afterFillers(stems: readonly string[]): number {
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match && i < stems.length; match = fillers.matchAt(stems, i))
    i = match.last;
  return i;
}

// "you don't have any nausea right": a tag that asks to confirm; "on the right", "all right" are no tag.
const TAGS = new Set(['right', 'correct']);
const NOT_BEFORE_TAG = new Set(['the', 'all', 'on', 'to', 'your', 'my', 'his', 'her', 'is', "that's", 'be', 'was']);
const MIN_TAGGED_WORDS = 4;

/** True when unpunctuated speech asks something anywhere in it ("so megan have you kept up with that"). */
export function asksSomewhere(tokens: readonly WordToken[]): boolean {
  const last = tokens[tokens.length - 1]?.norm ?? '';
  const tagged =
    tokens.length >= MIN_TAGGED_WORDS &&
    TAGS.has(last) &&
    !NOT_BEFORE_TAG.has(tokens[tokens.length - 2]?.norm ?? '') &&
    tokens.some((token) => token.norm === 'you' || token.norm === 'your');
  // "we have you on twenty milligrams" states the regimen: its "have you" asks nothing.
  const asking = tokens.filter((_, i) => !introducesClause(tokens, i) && !statesRegimenAt(tokens, i + 1));
  return tagged || containsPhrase(stemTokens(asking), questionInside);
}

// "the most likely explanation is that the cough is lingering", "the good news is that you …": "is that" after a
// noun and before a clause says what the thing is; it asks nothing ("is that right", "is that the one" do).
const CLAUSE_SUBJECTS = new Set(['the', 'you', 'your', 'it', "it's", 'he', 'she', 'they', 'we', 'i', 'this', 'there']);
const NOT_NOUNS = new Set(['so', 'and', 'but', 'or', 'how', 'what', 'why', 'where', 'when', 'who', 'okay', 'right']);

/** Token i is the "that" of "<noun> is that <clause>", which starts a clause rather than asking. */
function introducesClause(tokens: readonly WordToken[], i: number): boolean {
  if (tokens[i]?.norm !== 'that' || tokens[i - 1]?.norm !== 'is' || i < 2) return false;
  const before = tokens[i - 2]!.norm;
  return !NOT_NOUNS.has(before) && CLAUSE_SUBJECTS.has(tokens[i + 1]?.norm ?? '') && tokens.length - i > 4;
}

/** How much the words sound like the clinician (positive) or the patient (negative). */
export function scoreSpeaker(tokens: readonly WordToken[], isQuestion: boolean): number {
  const stems = stemTokens(tokens);
  let doctor = 0;
  let patient = 0;
  const norms = tokens.map((token) => token.norm);
  norms.forEach((norm, i) => {
    if (doctorWords.has(norm)) doctor += 1;
    if (patientWords.has(norm) && !isSpelledLetterI(norms, i)) patient += 1;
  });
  doctor += 2 * countPhrases(stems, doctorPhrases) + (isQuestion || opensCleft(tokens) ? 3 : 0);
  // "can i have a look", "can i check your date of birth": the clinician asks leave, in the first person.
  const requestsExam = containsPhrase(stems, examRequests);
  if (requestsExam) doctor += 2;
  // "can i take anything for it", "is it meningitis": a question about one's own care or what one has is the
  // patient's.
  if (isQuestion && !requestsExam && (asksForSelf(stems, afterFillers(stems)) || asksWhatItIs(tokens))) patient += 5;
  if (stems.some((_, i) => readsOutAt(stems, i, FINDING_OWNERS)) || readsOutListenersResult(stems)) doctor += 3;
  if (
    !isQuestion &&
    (opensWithInstruction(stems) ||
      soundsLikeImpression(tokens) ||
      tellsListenerCondition(tokens) ||
      plansListenersCare(tokens))
  )
    doctor += 2;
  // "they diagnosed you with …", "we call it …", "this is a case of …": naming the patient's diagnosis, not one's
  // own ("my …", "I have …").
  else if (!isQuestion && namesDiagnosis(tokens) && !tokens.some((t) => own.has(t.norm))) doctor += 2;
  else if (!isQuestion && framesDiagnosisForListener(tokens) && !tokens.some((t) => FIRST_PERSON.test(t.norm)))
    doctor += 2;
  // "i believe she has pertussis", "i will have to run some more tests": the clinician's own judgement or plan, which
  // outweighs the first person it is said in.
  if (!isQuestion && voicesClinicianAct(tokens)) doctor += 3;
  patient += 2 * countPhrases(maskAskedKind(maskDeterminerNo(stems)), patientPhrases);
  // Long speeches in a visit are mostly the clinician's explanations.
  if (tokens.length > 60) doctor += 2;
  return doctor - patient;
}

export interface SpeakerGuess {
  tokens: readonly WordToken[];
  isQuestion: boolean;
}

/**
 * Speakers for a run of unlabelled utterances. Clear cases follow the words; unclear ones take turns with
 * the previous speaker (a visit alternates), and an answer right after a question goes to the patient.
 */
export function inferSpeakers(utterances: readonly SpeakerGuess[]): Speaker[] {
  const speakers: Speaker[] = [];
  utterances.forEach((utterance, index) => {
    const score = scoreSpeaker(utterance.tokens, utterance.isQuestion);
    const previous = speakers[index - 1];
    const previousWasQuestion = utterances[index - 1]?.isQuestion ?? false;
    // The same speaker goes on after a bare answer unless the words turn to the patient ("yes | she is drinking
    // fine"), and in a clause opened by "but" or "and" (or "she also …") unless its words clearly differ.
    const before = utterances[index - 1]?.tokens ?? [];
    const answeredBefore =
      before.length > 0 && before.length <= 2 && before.every((token) => BARE_ANSWERS.has(token.norm));
    const carriesOn = answeredBefore
      ? score <= 0 && score > -2
      : Math.abs(score) < 3 &&
        (continuation.has(utterance.tokens[0]?.norm ?? '') || utterance.tokens[1]?.norm === 'also');
    const continues = previous !== undefined && !previousWasQuestion && carriesOn;
    // "what does she have" | "i think she has hay fever", "is it serious" | "no": whoever asked, the one giving the
    // opinion is the clinician.
    const opinionAsked = previousWasQuestion && (asksClinicianOpinion(before) || asksWhatItIs(before));
    if (opinionAsked && !utterance.isQuestion && score > -3) speakers.push('doctor');
    else if (continues) speakers.push(previous);
    else if (score >= 2) speakers.push('doctor');
    else if (score <= -2) speakers.push('patient');
    else if (previous === 'doctor' && previousWasQuestion) speakers.push('patient');
    else if (score > 0) speakers.push('doctor');
    else if (score < 0) speakers.push('patient');
    else if (previous) speakers.push(previous === 'doctor' ? 'patient' : 'doctor');
    else speakers.push('doctor');
  });
  return speakers;
}
