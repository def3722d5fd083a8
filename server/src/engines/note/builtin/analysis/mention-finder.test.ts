import { describe, expect, it } from 'vitest';
import { findMentions } from './mention-finder';
import { tokenizeWords } from './word-tokenizer';

const ids = (text: string, exam = false) => findMentions(tokenizeWords(text), exam).map((mention) => mention.conceptId);

describe('findMentions', () => {
  it('finds symptoms, conditions, medicines and tests', () => {
    expect(ids('i have diabetes and take metformin , my a1c was high and i have a cough')).toEqual([
      'type-2-diabetes',
      'metformin',
      'hemoglobin-a1c',
      'cough',
    ]);
  });

  it('composes body-site symptoms with their side', () => {
    const [mention] = findMentions(tokenizeWords('my right knee really hurts'), false);
    expect(mention).toMatchObject({ conceptId: 'knee-pain', term: 'knee pain', match: 'inferred', attributes: { laterality: 'right' } });
    expect(ids('my head hurts')).toEqual(['headache']);
  });

  it('prefers the longer concept over a site inside it', () => {
    expect(ids('history of kidney stones with some pain')).toEqual(['kidney-stones']);
  });

  it('finds exam terms only when asked', () => {
    expect(ids('no murmurs or gallops', true)).toEqual(['murmur', 'gallop']);
    expect(ids('no murmurs or gallops', false)).toEqual([]);
  });
});
