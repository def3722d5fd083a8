import type { Speaker } from '../../../../coding/clinical-finding';
import { containsPhrase, PhraseIndex, stemTokens } from './phrase-index';
import {
  DOCTOR_PHRASES,
  DOCTOR_WORDS,
  LEADING_FILLERS,
  PATIENT_PHRASES,
  PATIENT_WORDS,
  QUESTION_INSIDE,
  QUESTION_STARTS,
} from './speaker-cue.rules';
import type { WordToken } from './word-tokenizer';

const phrases = (list: readonly string[]) => new PhraseIndex<true>(list.map((phrase): [string, true] => [phrase, true]));
const doctorPhrases = phrases(DOCTOR_PHRASES);
const patientPhrases = phrases(PATIENT_PHRASES);
const questionStarts = phrases(QUESTION_STARTS);
const fillers = phrases(LEADING_FILLERS);
const questionInside = phrases(QUESTION_INSIDE);
const doctorWords = new Set(DOCTOR_WORDS);
const patientWords = new Set(PATIENT_WORDS);

function countPhrases(stems: readonly string[], index: PhraseIndex<true>): number {
  let count = 0;
  for (let i = 0; i < stems.length; ) {
    const match = index.matchAt(stems, i);
    if (match) {
      count += 1;
      i = match.last;
    } else i += 1;
  }
  return count;
}

/** True when the words open like a question, after any "okay so um …". */
export function opensLikeQuestion(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match && i < stems.length; match = fillers.matchAt(stems, i)) i = match.last;
  return questionStarts.matchAt(stems, i) !== null;
}

/** True when unpunctuated speech asks something anywhere in it ("so megan have you kept up with that"). */
export function asksSomewhere(tokens: readonly WordToken[]): boolean {
  return containsPhrase(stemTokens(tokens), questionInside);
}

/** How much the words sound like the clinician (positive) or the patient (negative). */
export function scoreSpeaker(tokens: readonly WordToken[], isQuestion: boolean): number {
  const stems = stemTokens(tokens);
  let doctor = 0;
  let patient = 0;
  for (const token of tokens) {
    if (doctorWords.has(token.norm)) doctor += 1;
    if (patientWords.has(token.norm)) patient += 1;
  }
  doctor += 2 * countPhrases(stems, doctorPhrases) + (isQuestion ? 3 : 0);
  patient += 2 * countPhrases(stems, patientPhrases);
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
    if (score >= 2) speakers.push('doctor');
    else if (score <= -2) speakers.push('patient');
    else if (previous === 'doctor' && previousWasQuestion) speakers.push('patient');
    else if (score > 0) speakers.push('doctor');
    else if (score < 0) speakers.push('patient');
    else if (previous) speakers.push(previous === 'doctor' ? 'patient' : 'doctor');
    else speakers.push('doctor');
  });
  return speakers;
}
