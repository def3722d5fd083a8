import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { TESTS } from './test-order.vocab';
import { expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('test and order vocabulary', () => {
  it('is well formed and unambiguous', () => {
    expectWellFormedConcepts(TESTS);
    expectUnambiguousPhrases(TESTS);
  });

  it('finds spoken test names with their kind', () => {
    const index = new PhraseIndex(conceptPhrases(TESTS));
    const found = index.matchAll(
      tokenizeWords('order a hemoglobin a1c , a chem-12 and an x-ray , then physical therapy'),
    );
    expect(found.map((match) => `${match.entry.id}:${match.entry.kind}`)).toEqual([
      'hemoglobin-a1c:lab',
      'cmp:lab',
      'x-ray:imaging',
      'physical-therapy:therapy',
    ]);
  });
});
