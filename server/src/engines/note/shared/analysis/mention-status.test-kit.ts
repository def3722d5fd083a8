import { toSpeechStyle } from '../speech-style';
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
