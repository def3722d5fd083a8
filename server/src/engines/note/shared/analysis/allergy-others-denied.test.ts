import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { deniesOnlyOthers } from './allergy-others-denied';

const allergies = (text: string) =>
  runAnalysis(text)
    .mentions.filter((m) => m.kind === 'allergy')
    .map((m) => `${m.conceptId}:${m.assertion}`);
const bothStyles = (lines: string[]) => {
  const written = lines.join('\n');
  return [
    ['written', written],
    ['speech', toSpeechStyle(written)],
  ] as const;
};

describe('keepAllergensSetApart', () => {
  it('knows a denial of further allergies only', () => {
    expect(deniesOnlyOthers(['no', 'other', 'allergies'])).toBe(true);
    expect(deniesOnlyOthers(['nothing', 'else'])).toBe(true);
    expect(deniesOnlyOthers(['no', 'allergies'])).toBe(false);
  });

  it.each(bothStyles(['[doctor] Any allergies?', '[patient] Codeine. No other allergies.']))(
    'keeps the allergen said before "no other allergies" (%s)',
    (_style, text) => {
      expect(allergies(text)).toContain('codeine:present');
    },
  );

  it.each(bothStyles(['[doctor] Any allergies apart from the trimethoprim?', '[patient] No.']))(
    'keeps the allergen the question sets apart (%s)',
    (_style, text) => {
      expect(allergies(text)).toContain('trimethoprim:present');
    },
  );

  it.each(
    bothStyles([
      '[doctor] Any allergies?',
      "[patient] I'm not allergic to amoxicillin, that was my brother. No other allergies.",
    ]),
  )('leaves an allergen denied in its own words denied (%s)', (_style, text) => {
    expect(allergies(text)).not.toContain('amoxicillin:present');
  });
});
