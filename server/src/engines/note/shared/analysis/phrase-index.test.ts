import { describe, expect, it } from 'vitest';
import { conceptPhrases, containsPhrase, PhraseIndex, stemTokens } from './phrase-index';
import { tokenizeWords } from './word-tokenizer';

const index = new PhraseIndex(
  conceptPhrases([
    { id: 'chest-pain', term: 'chest pain', synonyms: ['chest tightness'] },
    { id: 'pain', term: 'pain', synonyms: [] },
    { id: 'headache', term: 'headache', synonyms: [] },
  ]),
);

describe('PhraseIndex', () => {
  it('prefers the longest phrase and does not overlap matches', () => {
    const matches = index.matchAll(tokenizeWords('chest pain and some pain'));
    expect(matches.map((match) => [match.entry.id, match.first, match.last])).toEqual([
      ['chest-pain', 0, 2],
      ['pain', 4, 5],
    ]);
  });

  it('matches plural forms through stemming', () => {
    expect(index.matchAll(tokenizeWords('the headaches are worse')).map((match) => match.entry.id)).toEqual([
      'headache',
    ]);
  });

  it('reports presence of any phrase', () => {
    expect(containsPhrase(stemTokens(tokenizeWords('some chest tightness')), index)).toBe(true);
    expect(containsPhrase(stemTokens(tokenizeWords('all good')), index)).toBe(false);
  });
});
