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

const visit = (lines: string[]) => ['[doctor] hello , what brings you in ?', '[patient] my side hurts .', ...lines];

describe('patient questions answered "no" by the clinician', () => {
  it('denies the condition the patient asked about, and what the patient had just said of it', () => {
    const transcript = visit([
      '[doctor] there is some tenderness over the kidney , which means',
      '[patient] i have a heart attack',
      '[doctor] sorry , say again ?',
      '[patient] did i have a heart attack ?',
      '[doctor] no , no , no . it means the kidney is a bit inflamed from the stone .',
    ]).join('\n');
    expect(statusOf(transcript, 'myocardial-infarction')).toEqual(['negated', 'negated']);
    expect(statusOf(toSpeechStyle(transcript), 'myocardial-infarction')).not.toContain('present');
  });

  it('takes a "no" glued to the question in speech', () => {
    const transcript = visit(['[patient] so could it be pneumonia no', '[doctor] it is a chest cold']).join('\n');
    expect(statusOf(transcript, 'pneumonia')).not.toContain('present');
  });

  it('leaves the condition as said when the clinician answers yes or explains', () => {
    const yes = visit(['[patient] do i have pneumonia ?', '[doctor] yes , the x-ray shows it .']).join('\n');
    expect(statusOf(yes, 'pneumonia')).not.toContain('negated');
    const unrelated = visit(['[patient] i have asthma .', '[doctor] is it worse at night ?', '[patient] no .']).join(
      '\n',
    );
    expect(statusOf(unrelated, 'asthma')).toEqual(['present']);
  });

  it("keeps the patient's own condition asked as a cause", () => {
    const transcript = visit([
      '[patient] i have asthma .',
      '[doctor] okay .',
      '[patient] is it because of my asthma ?',
      '[doctor] no , it is a cold .',
    ]).join('\n');
    expect(statusOf(transcript, 'asthma')).not.toContain('negated');
    expect(statusOf(toSpeechStyle(transcript), 'asthma')).not.toContain('negated');
  });

  it('does not read "… or no" as the answer', () => {
    const transcript = visit(['[patient] do i have pneumonia or no', '[doctor] we will see on the x-ray']).join('\n');
    expect(statusOf(transcript, 'pneumonia')).not.toContain('negated');
  });
});
