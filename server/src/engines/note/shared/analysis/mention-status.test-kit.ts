import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { extractMentions } from './finding-extractor';
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

/** Assertions the whole analysis gives one concept's mentions, in transcript order (repeats kept). */
export function assertionsOf(transcript: string, conceptId: string): string[] {
  return runAnalysis(transcript)
    .mentions.filter((mention) => mention.conceptId === conceptId)
    .map((mention) => mention.assertion);
}
