import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { insideFractionAt } from './fraction-seam';
import { tokenizeWords } from './word-tokenizer';

const doseOf = (transcript: string, conceptId: string) =>
  runAnalysis(transcript).mentions.find((m) => m.conceptId === conceptId && m.attributes.dose)?.attributes.dose;

describe('insideFractionAt', () => {
  it('finds the "and a" of a spoken fraction after a number', () => {
    const tokens = tokenizeWords('two seven and a half milligram tablets');
    expect(insideFractionAt(tokens, 2)).toBe(true);
    expect(insideFractionAt(tokens, 3)).toBe(true);
    expect(insideFractionAt(tokenizeWords('the tablets and a half glass'), 2)).toBe(false);
  });
});

describe('a strength said with a fraction in a long run of speech', () => {
  it('stays whole and with its medicine', () => {
    const talk =
      '[doctor] Keep the movicol going, one sachet a day, and add zopiclone, one three and a half milligram tablet at night, for a week only, until the pain settles and you sleep.';
    for (const said of [talk, toSpeechStyle(talk)]) expect(doseOf(said, 'zopiclone')).toBe('3.5 mg');
  });
});
