import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { SYMPTOMS } from './symptom.vocab';
import { expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('symptom vocabulary', () => {
  it('is well formed and unambiguous', () => {
    expectWellFormedConcepts(SYMPTOMS);
    expectUnambiguousPhrases(SYMPTOMS);
  });

  it('gives every symptom a review-of-systems system', () => {
    expect(SYMPTOMS.filter((entry) => !entry.system).map((entry) => entry.id)).toEqual([]);
  });

  it('recognises lay phrasing', () => {
    const index = new PhraseIndex(conceptPhrases(SYMPTOMS));
    const found = index.matchAll(
      tokenizeWords("i've been throwing up and i'm short of breath , no swelling in your legs"),
    );
    expect(found.map((match) => match.entry.id)).toEqual(['vomiting', 'shortness-of-breath', 'leg-swelling']);
  });
});
