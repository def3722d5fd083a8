import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

const allergensOf = (text: string) =>
  runAnalysis(text)
    .mentions.filter((m) => m.kind === 'allergy' && m.assertion === 'present')
    .map((m) => m.conceptId);

// Our own sentences: the medicines list and the allergy list said in one breath.
const RUN_TOGETHER = [
  '[doctor] Which medicines are you on?',
  '[patient] Lansoprazole thirty milligrams for my stomach and the amlodipine, allergies still codeine.',
].join('\n');

const ALLERGY_FIRST = ['[doctor] Any allergies?', '[patient] A penicillin allergy, and also codeine.'].join('\n');

describe('a medicines list run into the allergy list', () => {
  it.each([
    ['written', RUN_TOGETHER],
    ['speech', toSpeechStyle(RUN_TOGETHER)],
  ])('keeps the medicines before "allergies" as medicines (%s)', (_style, text) => {
    expect(allergensOf(text)).toEqual(['codeine']);
  });

  it.each([
    ['written', ALLERGY_FIRST],
    ['speech', toSpeechStyle(ALLERGY_FIRST)],
  ])('keeps a drug named right before "allergy" as an allergen (%s)', (_style, text) => {
    expect(allergensOf(text)).toContain('penicillin');
  });
});
