import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

const doseOf = (transcript: string, conceptId: string) =>
  runAnalysis(transcript).mentions.find((m) => m.conceptId === conceptId && m.attributes.dose)?.attributes.dose;
const both = (lines: string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

describe('titratesFrom', () => {
  it('keeps the step a dose goes up to with the starting dose, and never one strength alone', () => {
    const lines = [
      '[doctor] I would like you to try citalopram.',
      '[patient] Alright.',
      '[doctor] Start at ten milligrams each morning. After a fortnight, go up to twenty milligrams.',
      '[patient] Fine.',
    ];
    const [written, speech] = both(lines);
    expect(doseOf(written!, 'citalopram')).toBe('10 mg, then 20 mg');
    // Run together in speech the two strengths share one sentence, which no dose is read from (never a guess).
    expect([undefined, '10 mg, then 20 mg']).toContain(doseOf(speech!, 'citalopram'));
  });

  it('still keeps no dose when a second strength is said with no step', () => {
    const lines = [
      '[doctor] I would like you to try citalopram.',
      '[patient] Alright.',
      '[doctor] Take ten milligrams each morning.',
      '[patient] My sister takes twenty milligrams.',
    ];
    expect(doseOf(lines.join('\n'), 'citalopram')).toBeUndefined();
  });
});
