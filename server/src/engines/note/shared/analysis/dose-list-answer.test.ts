import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { findCuePoints } from './sentence-splitter';
import { tokenizeWords } from './word-tokenizer';

const doseOf = (transcript: string, conceptId: string) =>
  runAnalysis(transcript).mentions.find((m) => m.conceptId === conceptId && m.attributes.dose)?.attributes.dose;
const pieces = (text: string) => {
  const tokens = tokenizeWords(text);
  const cuts = [0, ...findCuePoints(tokens), tokens.length];
  return cuts.slice(1).map((cut, k) =>
    tokens
      .slice(cuts[k], cut)
      .map((token) => token.norm)
      .join(' '),
  );
};
const both = (lines: string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

describe('a medicine list read out after a question, in one breath', () => {
  it('starts the answer at the first medicine said with its strength', () => {
    const said =
      'so john would you list them for me losartan fifty milligrams once a day metformin five hundred twice a day';
    expect(pieces(said)[0]).toBe('so john would you list them for me');
  });

  it('gives each medicine of the list its own strength, written and in speech', () => {
    const lines = [
      '[doctor] Could you read the boxes out for me?',
      '[patient] Losartan, fifty milligrams once a day. Gliclazide, eighty milligrams twice a day.',
    ];
    for (const said of both(lines)) {
      expect(doseOf(said, 'losartan')).toBe('50 mg');
      expect(doseOf(said, 'gliclazide')).toBe('80 mg');
    }
  });

  it('keeps a medicine the question names in the question', () => {
    expect(pieces('are you still taking losartan fifty milligrams')).toHaveLength(1);
    expect(pieces('is it losartan fifty milligrams you take')).toHaveLength(1);
  });
});

describe('a strength that answers a dose question run on with it', () => {
  it('starts the answer at the strength', () => {
    const said = 'what strength are you on and how often the five milligram ones twice a day';
    expect(pieces(said)).toEqual(['what strength are you on and how often', 'the five milligram ones twice a day']);
  });

  it('gives the strength to the medicine talked about', () => {
    const lines = [
      '[doctor] The GP started you on oxybutynin last month.',
      '[patient] Yes.',
      '[doctor] What strength are you taking, and how often?',
      '[patient] The five milligram ones, twice a day.',
    ];
    for (const said of both(lines)) expect(doseOf(said, 'oxybutynin')).toBe('5 mg');
  });
});
