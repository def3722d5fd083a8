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

const neverPresent = (lines: string[], conceptId: string) => {
  const transcript = lines.join('\n');
  for (const form of [transcript, toSpeechStyle(transcript)]) {
    const statuses = statusOf(form, conceptId);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses).not.toContain('present');
  }
};

// Conditions named in general talk (what goes together, what an examination looks for, examples offered) are no
// finding of the patient's.
describe('conditions named in general talk', () => {
  it('reads conditions said to go together as possible, written and spoken', () => {
    neverPresent(
      ['[doctor] Your eczema is flaring with the cold weather.', '[doctor] Eczema and asthma can go together.'],
      'asthma',
    );
  });

  it('reads what a condition can be linked to as possible, written and spoken', () => {
    neverPresent(
      [
        '[doctor] The cramps at night are common.',
        '[doctor] They can be linked to anaemia, so we will do a blood test.',
      ],
      'anemia',
    );
  });

  it('reads what an examination looks for as not yet found, written and spoken', () => {
    neverPresent(
      ['[doctor] Let me examine you for any swollen glands, okay?', '[patient] Fine.', '[doctor] All normal.'],
      'swollen-glands',
    );
  });

  it("reads examples offered in a back-question as not the patient's, written and spoken", () => {
    neverPresent(
      [
        '[doctor] Any long-term illnesses?',
        '[patient] What, like asthma?',
        '[doctor] It could be anything from asthma to arthritis.',
        '[patient] Oh, no, nothing like that.',
      ],
      'asthma',
    );
  });
});
