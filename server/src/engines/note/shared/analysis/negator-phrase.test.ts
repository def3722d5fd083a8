import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

describe('negatorOpensStatement', () => {
  it('reads "no, appetite\'s fine" as no loss of appetite, written and spoken', () => {
    const transcript = [
      '[doctor] Any weight loss or loss of appetite?',
      "[patient] No, appetite's fine. I eat like a horse.",
      '[doctor] Good.',
    ].join('\n');
    for (const form of [transcript, toSpeechStyle(transcript)])
      expect(statusOf(form, 'decreased-appetite')).not.toContain('present');
  });

  it('still reads "no appetite" said as a complaint, written and spoken', () => {
    const transcript = [
      "[doctor] How's your eating?",
      "[patient] I've got no appetite at all since the flu.",
      '[doctor] Okay.',
    ].join('\n');
    for (const form of [transcript, toSpeechStyle(transcript)])
      expect(statusOf(form, 'decreased-appetite')).toContain('present');
  });
});
