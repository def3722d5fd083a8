import { describe, expect, it } from 'vitest';
import { containsPhrase, normaliseText, tokenise } from './text-normalise';

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
