import { WORRY_OPENINGS } from '../vocabulary/worry-question.vocab';
import type { Mention, Sentence } from './analysis.types';
import { answerPolarity } from './question-answer';
import { asksWhatItIs } from './worry-question';
import type { WordToken } from './word-tokenizer';

const isComplaint = (mention: Mention) => mention.kind === 'symptom' || mention.kind === 'condition';
/** The words a worried question may open on ("is", "could"): only there can one start inside a spoken sentence. */
const openingWords = new Set(WORRY_OPENINGS.map((opening) => opening.split(' ')[0]));

/**
 * Where the patient's question about what they have starts in the sentence, or -1. Written, it is the patient's
 * whole sentence. Speech guesses who speaks and runs the question on from what went before ("let me listen your
 * chest is clear could it be pneumonia"), so there it may start at any opening word and end the sentence.
 */
function worryStart(sentence: Sentence): number {
  if (sentence.speaker === 'patient' && asksWhatItIs(sentence.tokens)) return 0;
  if (!sentence.spoken) return -1;
  const tokens: readonly WordToken[] = sentence.tokens;
  return tokens.findIndex((token, k) => openingWords.has(token.norm) && asksWhatItIs(tokens.slice(k)));
}

/** The reply right after the question says yes ("yes, I think it is"): the worry is confirmed. */
function affirmedAfter(question: Sentence, sentences: readonly Sentence[]): boolean {
  const answer = sentences[question.index + 1];
  if (!answer || (answer.speaker === 'patient' && !answer.spoken)) return false;
  return answerPolarity(answer.tokens) === 'yes';
}

/**
 * "So is it a chest infection?", "could it be my heart?": what the patient fears, asked about, is not what they
 * have. Read as present, the worry alone was written as a finding and coded. The question's mention becomes
 * uncertain and leaves the assessment; a "yes" right after keeps it, and a clinician naming it in their own words
 * is a mention of its own, read as they said it. A clinician's question about how a symptom is ("is it worse at
 * night?") is no such question (asksWhatItIs).
 */
export function applyPatientWorries(mentions: Mention[], sentences: readonly Sentence[]): void {
  const starts = new Map<number, number>();
  for (const sentence of sentences) {
    const start = worryStart(sentence);
    if (start >= 0 && !affirmedAfter(sentence, sentences)) starts.set(sentence.index, start);
  }
  for (const mention of mentions) {
    const start = starts.get(mention.sentenceIndex);
    if (start === undefined || mention.first < start || !isComplaint(mention) || mention.assertion !== 'present')
      continue;
    mention.assertion = 'uncertain';
    mention.inAssessment = false;
    mention.reason = "named only in the patient's question about what they have";
  }
}
