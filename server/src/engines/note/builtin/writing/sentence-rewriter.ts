import { nameChildAsPatient } from './child-referent-converter';
import { convertPerson, type Pronouns, type Voice } from './person-converter';
import { normalizeSpeech, type Words } from './speech-normalizer';
import { UNFINISHED_ENDINGS } from '../../shared/vocabulary/rewrite.vocab';
import { digitizeNumbers, writeSentence } from './written-form';

export interface RewriteOptions {
  voice: Voice;
  pronouns: Pronouns;
  /** Exam and result dictation: "your knee" becomes "the knee". */
  clinicalStyle?: boolean;
  /** Stemmed nouns naming the patient when a parent speaks for a child ("son"): "my son" is the patient. */
  patientNouns?: ReadonlySet<string>;
  /** Who says a patient-side sentence that is not the patient's own (a companion, a child's carer). */
  speaker?: Pronouns;
}

const MIN_WORDS = 3;
const unfinishedEndings = new Set(UNFINISHED_ENDINGS);

/** Words of a rewritten sentence without commas, for length checks. */
export function countWords(words: Words): number {
  return words.filter((word) => word !== ',' && word !== ';').length;
}

/** Clean, third-person words of a spoken sentence, or null when it cannot be rewritten faithfully. */
export function rewriteWords(text: string, options: RewriteOptions): Words | null {
  let words = nameChildAsPatient(normalizeSpeech(text), options.patientNouns ?? new Set());
  if (unfinishedEndings.has(words.at(-1) ?? '')) return null;
  if (options.clinicalStyle && options.voice === 'doctor')
    words = words.map((word) => (word === 'your' ? 'the' : word));
  const converted = convertPerson(words, options.voice, options.pronouns, options.speaker);
  if (!converted || countWords(converted) < MIN_WORDS) return null;
  return digitizeNumbers(converted);
}

/**
 * A spoken sentence as a clinician writes it: fillers and stammers gone, contractions spelled out, the patient
 * in the third person, numbers as digits, capitals and a closing period. The words stay the speaker's words,
 * so the statement rests on exactly the sentence it came from.
 */
export function rewriteSentence(text: string, options: RewriteOptions): string | null {
  const words = rewriteWords(text, options);
  return words ? writeSentence(words) : null;
}
