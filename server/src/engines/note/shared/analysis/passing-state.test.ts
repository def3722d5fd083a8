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

describe('describesAppearance', () => {
  it('drops how a relative looks: no family history of anxiety, written or spoken', () => {
    const transcript = [
      '[doctor] tell me about the rash',
      '[patient] it itches and my mom looks really nervous about it',
    ].join('\n');
    expect(statusOf(transcript, 'anxious-mood')).toEqual([]);
    expect(statusOf(toSpeechStyle(transcript), 'anxious-mood')).not.toContain('family');
  });

  it("keeps a relative's anxiety said as their condition", () => {
    const transcript = ['[doctor] any illness in the family', '[patient] my mom has anxiety'].join('\n');
    expect(statusOf(transcript, 'anxious-mood')).toEqual(['family']);
  });
});

describe('"nervous system"', () => {
  it('is the nerves, not an anxious mood, written and spoken', () => {
    const transcript = [
      '[doctor] that kind of tic comes from the nervous system and usually passes',
      '[patient] okay',
    ].join('\n');
    expect(statusOf(transcript, 'anxious-mood')).toEqual([]);
    expect(statusOf(toSpeechStyle(transcript), 'anxious-mood')).toEqual([]);
  });
});
