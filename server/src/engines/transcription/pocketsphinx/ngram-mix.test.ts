import { describe, expect, it } from 'vitest';
import { NgramIndex } from './ngram-model';
import { contextMass, logProbOf } from './ngram.test-helper';
import { mixModels } from './ngram-mix';
import { trainKneserNey } from './ngram.trainer';

const split = (lines: string[]): string[][] => lines.map((l) => l.split(' '));
const general = trainKneserNey(
  split(['the game starts at night', 'we take the train every morning', 'i like the music', 'take care of yourself']),
);
const clinical = trainKneserNey(
  split(['i take lisinopril every morning', 'take the metformin with food', 'the pain starts at night']),
);

describe('mixModels', () => {
  it('keeps the general word ids and appends the clinical words', async () => {
    const mixed = await mixModels(general, clinical, 0.4);
    expect(mixed.vocab.slice(0, general.vocab.length)).toEqual(general.vocab);
    expect(mixed.vocab).toEqual(expect.arrayContaining(['lisinopril', 'metformin']));
  });

  it.each([[[]], [['take']], [['i', 'take']], [['the']], [['starts', 'at']], [['every']]])(
    'stays normalised after %j',
    async (ctx) => {
      const mixed = await mixModels(general, clinical, 0.4);
      expect(await contextMass(mixed, ctx)).toBeCloseTo(1, 4);
    },
  );

  it('interpolates explicit n-grams linearly', async () => {
    const lambda = 0.3;
    const mixed = await NgramIndex.create(await mixModels(general, clinical, lambda));
    const g = await NgramIndex.create(general);
    const c = await NgramIndex.create(clinical);
    const words = ['take', 'the'];
    const expected = (1 - lambda) * 10 ** logProbOf(g, words) + lambda * 10 ** logProbOf(c, words);
    expect(10 ** logProbOf(mixed, words)).toBeCloseTo(expected, 6);
    // A word only the clinical side knows keeps λ of its clinical probability.
    expect(10 ** logProbOf(mixed, ['take', 'lisinopril'])).toBeGreaterThan(0);
    expect(10 ** logProbOf(mixed, ['i', 'take', 'lisinopril'])).toBeCloseTo(
      lambda * 10 ** logProbOf(c, ['i', 'take', 'lisinopril']),
      6,
    );
  });

  it('refuses a weight outside (0, 1)', async () => {
    await expect(mixModels(general, clinical, 0)).rejects.toThrow();
    await expect(mixModels(general, clinical, 1)).rejects.toThrow();
  });
});
