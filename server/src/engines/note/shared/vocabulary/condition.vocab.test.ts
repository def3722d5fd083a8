import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { CONDITIONS } from './condition.vocab';
import { SYMPTOMS } from './symptom.vocab';
import { expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('condition vocabulary', () => {
  it('is well formed and unambiguous', () => {
    expectWellFormedConcepts(CONDITIONS);
    expectUnambiguousPhrases(CONDITIONS);
  });

  it('does not reuse a symptom id', () => {
    const symptomIds = new Set(SYMPTOMS.map((entry) => entry.id));
    expect(CONDITIONS.filter((entry) => symptomIds.has(entry.id)).map((entry) => entry.id)).toEqual([]);
  });

  it('maps lay names and spoken numbers to the diagnosis', () => {
    const index = new PhraseIndex(conceptPhrases(CONDITIONS));
    const found = index.matchAll(tokenizeWords('high blood pressure and diabetes mellitus type two and a-fib'));
    expect(found.map((match) => match.entry.id)).toEqual([
      'essential-hypertension',
      'type-2-diabetes',
      'atrial-fibrillation',
    ]);
  });

  it('names an enlarged thyroid, dehydration and kidney disease of diabetes', () => {
    const index = new PhraseIndex(conceptPhrases(CONDITIONS));
    const found = index.matchAll(tokenizeWords('her enlarged thyroid, she is dehydrated, diabetic nephropathy'));
    expect(found.map((match) => match.entry.id)).toEqual(['goiter', 'dehydration', 'diabetic-nephropathy']);
  });
});
