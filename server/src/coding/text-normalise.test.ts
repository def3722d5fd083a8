import { describe, expect, it } from 'vitest';
import { containsPhrase, countMemoisedTexts, normaliseText, tokenise, withNormaliseMemo } from './text-normalise';

describe('text normalisation', () => {
  it('folds case, punctuation, accents, British spellings and plurals', () => {
    expect(normaliseText('Gastro-Oesophageal   Reflux!')).toBe('gastro esophageal reflux');
    expect(tokenise('Diarrhoea and allergies')).toEqual(['diarrhea', 'allergy']);
    expect(tokenise('Sprained knees')).toEqual(['sprain', 'knee']);
    expect(normaliseText('Café')).toBe('cafe');
  });

  it('reads numerals only after type/stage words', () => {
    expect(tokenise('type two diabetes')).toEqual(['type', '2', 'diabete']);
    expect(tokenise('Type II diabetes')).toEqual(['type', '2', 'diabete']);
    expect(tokenise('CKD stage iii')).toEqual(['ckd', 'stage', '3']);
    expect(tokenise('I have one cough')).toEqual(['i', 'one', 'cough']);
  });

  it('finds contiguous phrases only', () => {
    expect(containsPhrase(['acute', 'otitis', 'media'], ['otitis', 'media'])).toBe(true);
    expect(containsPhrase(['otitis', 'acute', 'media'], ['otitis', 'media'])).toBe(false);
    expect(containsPhrase([], ['x'])).toBe(false);
  });
});

describe('the per-visit memo of normalised texts', () => {
  it('holds texts only while one visit is coded, and drops them when it returns or throws', () => {
    const inside = withNormaliseMemo(() => {
      normaliseText('Her knee pain is worse');
      normaliseText('Her knee pain is worse');
      return countMemoisedTexts();
    });
    expect(inside).toBe(1);
    expect(countMemoisedTexts()).toBe(0);
    expect(() =>
      withNormaliseMemo(() => {
        normaliseText('Shortness of breath');
        throw new Error('coder failed');
      }),
    ).toThrow('coder failed');
    expect(countMemoisedTexts()).toBe(0);
  });

  it('gives the same text with or without a memo, and outside one keeps nothing', () => {
    const text = 'Gastro-Oesophageal Reflux';
    expect(withNormaliseMemo(() => normaliseText(text))).toBe(normaliseText(text));
    normaliseText('Chest pain on exertion');
    expect(countMemoisedTexts()).toBe(0);
  });
});
