import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { findAllergens } from './allergen-finder';
import { runAnalysis } from './analysis-pipeline';
import { tokenizeWords } from './word-tokenizer';

const allergens = (text: string) => findAllergens(tokenizeWords(text), []).map((mention) => mention.term);

describe('findAllergens', () => {
  it('reads a drug the vocabulary lacks by its family ending, only right after "allergic to"', () => {
    expect(allergens("yes i'm allergic to erythromycin it gave me hives")).toEqual(['erythromycin']);
    expect(allergens('i have an allergy to cefalexin')).toEqual(['cefalexin']);
    expect(allergens('i took erythromycin last year and it was fine')).toEqual([]);
    expect(allergens('allergic to my cat')).toEqual([]);
  });

  it.each([
    ['written', "[doctor] Any allergies?\n[patient] Yes, I'm allergic to roxithromycin. It gave me hives."],
    [
      'speech',
      toSpeechStyle("[doctor] Any allergies?\n[patient] Yes, I'm allergic to roxithromycin. It gave me hives."),
    ],
  ])('keeps the allergy to an unlisted drug (%s)', (_style, text) => {
    const allergies = runAnalysis(text).findings.filter((finding) => finding.kind === 'allergy');
    expect(allergies.map((finding) => finding.conceptId)).toEqual(['allergen-roxithromycin']);
  });
});
