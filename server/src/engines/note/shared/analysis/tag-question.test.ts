import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { isTagStatement } from './tag-question';
import { structureTranscript } from './transcript-structure';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

describe('tag statements', () => {
  it('reads a statement closed by a tag, not an open question', () => {
    expect(isTagStatement("You've got asthma, haven't you?")).toBe(true);
    expect(isTagStatement('you are on insulin is that right')).toBe(true);
    expect(isTagStatement('Have you got asthma?')).toBe(false);
  });

  it('keeps the condition the clinician states for a nod when the patient moves on, as written and as speech', () => {
    const transcript = [
      '[doctor] Hello, what can I do for you?',
      '[patient] My chest has been tight for two days.',
      "[doctor] Right. You've got asthma, haven't you? How often are you using the blue inhaler?",
      '[patient] About four times a day now.',
    ].join('\n');
    expect(statusOf(transcript, 'asthma')).toContain('present');
    expect(statusOf(toSpeechStyle(transcript), 'asthma')).not.toContain('negated');
  });

  it('lets a "no" to the tag deny it', () => {
    const transcript = [
      '[doctor] Hello, what can I do for you?',
      '[patient] My chest has been tight for two days.',
      "[doctor] You've got asthma, haven't you?",
      '[patient] No, never had it.',
    ].join('\n');
    expect(statusOf(transcript, 'asthma')).not.toContain('present');
    expect(statusOf(toSpeechStyle(transcript), 'asthma')).not.toContain('present');
  });
});
