import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
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

describe('composed symptoms of a part of a site', () => {
  it('keeps the part said ("calf pain", "thigh pain") under the site concept, as written and as speech', () => {
    for (const text of ['Does your calf hurt at all?', 'My thigh is sore after the run.']) {
      for (const said of [text, toSpeechStyle(text)]) {
        const symptom = findMentions(tokenizeWords(said), true).find((m) => m.kind === 'symptom');
        expect(symptom?.display, said).toMatch(/^(calf|thigh) pain$/);
        expect(symptom?.conceptId, said).toMatch(/^leg-/);
      }
    }
  });

  it('writes the site when the site itself is said', () => {
    const symptom = findMentions(tokenizeWords('my leg hurts'), true).find((m) => m.kind === 'symptom');
    expect(symptom?.display).toBe('leg pain');
  });
});
