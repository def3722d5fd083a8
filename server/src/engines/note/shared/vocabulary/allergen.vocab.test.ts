import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { ALLERGENS } from './allergen.vocab';
import { DRUGS } from './drug.vocab';
import { expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('allergen vocabulary', () => {
  it('is well formed, unambiguous and names no medicine of the drug vocabulary', () => {
    expectWellFormedConcepts(ALLERGENS);
    expectUnambiguousPhrases(ALLERGENS);
    expectUnambiguousPhrases([...ALLERGENS, ...DRUGS]);
  });

  it('finds allergens in written and speech-style talk', () => {
    const index = new PhraseIndex(conceptPhrases(ALLERGENS));
    const ids = (text: string) => index.matchAll(tokenizeWords(text)).map((match) => match.entry.id);
    expect(ids('I react to IV contrast, and latex gloves give me a rash.')).toEqual([
      'allergen-contrast',
      'allergen-latex',
    ]);
    expect(ids('i am allergic to shrimp and bee stings')).toEqual(['allergen-shellfish', 'allergen-bee-sting']);
  });
});
