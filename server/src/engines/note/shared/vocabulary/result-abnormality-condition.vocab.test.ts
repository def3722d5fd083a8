import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from '../analysis/transcript-analyzer';

const conditions = (text: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => m.kind === 'condition')
    .map((m) => `${m.conceptId}:${m.assertion}`);

const results = [
  '[doctor] i went over your blood work .',
  '[doctor] your thyroid levels are not normal , and the heart tracing shows a higher heart rate .',
  '[doctor] we should also watch your high white blood cell count .',
  '[doctor] and it looks like you have a u r i as well .',
].join('\n');

describe('abnormal results said in plain words', () => {
  it('names each as a condition of the patient in written text', () => {
    expect(conditions(results)).toEqual(
      expect.arrayContaining([
        'abnormal-thyroid-function:present',
        'tachycardia:present',
        'leukocytosis:present',
        'upper-respiratory-infection:present',
      ]),
    );
  });

  it('names each in speech-style text', () => {
    expect(conditions(toSpeechStyle(results))).toEqual(
      expect.arrayContaining(['abnormal-thyroid-function:present', 'tachycardia:present', 'leukocytosis:present']),
    );
  });

  it('keeps a denied one denied', () => {
    expect(conditions('[doctor] your white count is not high .')).not.toContain('leukocytosis:present');
  });
});
