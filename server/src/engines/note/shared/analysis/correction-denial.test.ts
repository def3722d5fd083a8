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

describe('carryDenialThroughSwap', () => {
  it('denies the finding swapped in for one just denied, written and spoken', () => {
    const transcript = [
      '[doctor] are you having any nausea',
      "[patient] i would n't say any headache . i mean nausea .",
      '[doctor] okay',
    ].join('\n');
    expect(statusOf(transcript, 'nausea')).not.toContain('present');
    expect(statusOf(toSpeechStyle(transcript), 'nausea')).not.toContain('present');
  });

  it('keeps a finding swapped in for one said as present', () => {
    const transcript = [
      '[doctor] what is bothering you',
      '[patient] i have a headache , i mean nausea',
      '[doctor] okay',
    ];
    expect(statusOf(transcript.join('\n'), 'nausea')).toEqual(['present']);
  });
});
