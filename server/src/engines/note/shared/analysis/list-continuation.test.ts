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

const risks = [
  '[doctor] hi , how are you ?',
  '[patient] okay .',
  '[doctor] there are some risks i have to inform you of . risk of surgery include infection , need for further surgery , or bleeding which may require a longer stay . uh , seizure , stroke , permanent numbness , weakness or even death .',
  '[patient] well , i guess we have to do it .',
].join('\n');

describe('carryListStatus', () => {
  it('gives a bare list after a list of risks the same status, written and as speech', () => {
    expect(statusOf(risks, 'seizure')).toEqual(['hypothetical']);
    expect(statusOf(risks, 'numbness')).toEqual(['hypothetical']);
    expect(statusOf(toSpeechStyle(risks), 'numbness')).not.toContain('present');
  });

  it('leaves a sentence that says something of its own as it is', () => {
    const own = risks.replace('uh , seizure , stroke ,', 'you do have');
    expect(statusOf(own, 'numbness')).toEqual(['present']);
  });
});
