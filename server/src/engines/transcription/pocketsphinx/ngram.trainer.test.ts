import { describe, expect, it } from 'vitest';
import { NgramIndex } from './ngram-model';
import { contextMass, logProbOf } from './ngram.test-helper';
import { trainKneserNey } from './ngram.trainer';

const SENTENCES = [
  'i take lisinopril every morning',
  'i take metformin every morning',
  'i take metformin twice a day',
  'do you take aspirin',
  'the pain started last week',
  'the cough started last night',
].map((s) => s.split(' '));

describe('trainKneserNey', () => {
  const model = trainKneserNey(SENTENCES, ['doxycycline']);

  it('builds a trigram model over the corpus words plus the extra vocabulary', () => {
    expect(model.tables).toHaveLength(3);
    expect(model.vocab).toContain('doxycycline');
    expect(model.vocab.slice(0, 2)).toEqual(['<s>', '</s>']);
    expect(model.tables[0]!.logProb[0]).toBe(-99);
  });

  it.each([[[]], [['take']], [['i', 'take']], [['started', 'last']], [['every']], [['unseen', 'context']]])(
    'is normalised after context %j',
    async (context) => {
      const ctx = context.filter((w) => w !== 'unseen' && w !== 'context');
      expect(await contextMass(model, ctx.length ? ctx : [])).toBeCloseTo(1, 5);
    },
  );

  it('prefers what the corpus says and still allows unseen vocabulary', async () => {
    const index = await NgramIndex.create(model);
    expect(logProbOf(index, ['i', 'take', 'metformin'])).toBeGreaterThan(logProbOf(index, ['i', 'take', 'aspirin']));
    expect(logProbOf(index, ['take', 'doxycycline'])).toBeGreaterThan(-Infinity);
    expect(logProbOf(index, ['take', 'doxycycline'])).toBeLessThan(logProbOf(index, ['take', 'lisinopril']));
  });
});
