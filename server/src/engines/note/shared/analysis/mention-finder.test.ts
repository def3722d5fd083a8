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
    expect(mention).toMatchObject({
      conceptId: 'knee-pain',
      term: 'knee pain',
      match: 'inferred',
      attributes: { laterality: 'right' },
    });
    expect(ids('my head hurts')).toEqual(['headache']);
  });

  it('prefers the longer concept over a site inside it', () => {
    expect(ids('history of kidney stones with some pain')).toEqual(['kidney-stones']);
  });

  it('finds exam terms only when asked', () => {
    expect(ids('no murmurs or gallops', true)).toEqual(['murmur', 'gallop']);
    expect(ids('no murmurs or gallops', false)).toEqual([]);
  });

  it('keeps the words said when they name the concept more closely than its term', () => {
    const [sprain] = findMentions(tokenizeWords('i think this is a right ankle sprain'), false);
    expect(sprain).toMatchObject({ conceptId: 'sprain', display: 'ankle sprain' });
  });

  it('names the words of a composed symptom, so words between them may negate it', () => {
    const [pain] = findMentions(tokenizeWords('my chest does not hurt'), false);
    expect(pain).toMatchObject({ conceptId: 'chest-pain', first: 1, last: 5, conceptTokens: [4, 1] });
  });
});
