import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { extractMentions } from './finding-extractor';
import { findPatientReferent } from './patient-referent';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

/** Statuses of one concept in a transcript, written and as a speech recogniser gives it (for the analysis tests). */
export function statuses(transcript: string, conceptId: string): { written: string[]; speech: string[] } {
  const of = (text: string) => {
    const { sentences } = structureTranscript(text);
    return [
      ...new Set(
        extractMentions(sentences, pairQuestionsWithAnswers(sentences))
          .filter((m) => m.conceptId === conceptId)
          .map((m) => m.assertion),
      ),
    ];
  };
  return { written: of(transcript), speech: of(toSpeechStyle(transcript)) };
}

/** As statuses, with the second pass that reads a child patient told of by a parent (the analysis's referent). */
export function statusesWithReferent(transcript: string, conceptId: string): { written: string[]; speech: string[] } {
  const of = (text: string) => {
    const { sentences } = structureTranscript(text);
    const questions = pairQuestionsWithAnswers(sentences);
    const first = extractMentions(sentences, questions);
    const referent = findPatientReferent(sentences, first);
    const mentions = referent ? extractMentions(sentences, questions, { referent }) : first;
    return [...new Set(mentions.filter((m) => m.conceptId === conceptId).map((m) => m.assertion))];
  };
  return { written: of(transcript), speech: of(toSpeechStyle(transcript)) };
}

/** Assertions the whole analysis gives one concept's mentions, in transcript order (repeats kept). */
export function assertionsOf(transcript: string, conceptId: string): string[] {
  return runAnalysis(transcript)
    .mentions.filter((mention) => mention.conceptId === conceptId)
    .map((mention) => mention.assertion);
}
