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

const run = (reply: string) =>
  [
    '[doctor] what brings you in today',
    '[patient] my eye keeps twitching',
    '[doctor] any fever or chills',
    '[patient] no',
    '[doctor] okay vomiting rash',
    `[patient] ${reply}`,
    '[doctor] how is your sleep',
    '[patient] fine',
  ].join('\n');

describe('answerToBareList', () => {
  it('reads findings named bare in a run of questions as asked, and the answer decides', () => {
    expect(statusOf(run('nope'), 'vomiting')).toEqual(['negated']);
    expect(statusOf(toSpeechStyle(run('nope')), 'vomiting')).not.toContain('present');
  });

  it('states nothing when the answer is not a yes or a no', () => {
    expect(statusOf(run('hmm'), 'vomiting')).toEqual([]);
    expect(statusOf(toSpeechStyle(run('hmm')), 'vomiting')).not.toContain('present');
  });

  it('leaves a bare finding that follows a statement as it was read', () => {
    const transcript = [
      '[doctor] what brings you in today',
      '[patient] i keep throwing up',
      '[doctor] okay vomiting',
      '[patient] since friday',
    ].join('\n');
    expect(statusOf(transcript, 'vomiting')).toContain('present');
  });
});
