import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { splitSentences } from './sentence-splitter';

const pieces = (text: string) =>
  splitSentences(text, 0, text.length).map((piece) => text.slice(piece.start, piece.end));

describe('no sentence cut after "gon na"', () => {
  it('keeps "we are gon na | have you continue …" one instruction, written and unpunctuated', () => {
    const said =
      'so for the heart disease part we are gon na have you continue your clopidogrel seventy five milligrams daily';
    for (const text of [said, toSpeechStyle(said)])
      expect(pieces(text).some((piece) => /gon na have you continue/.test(piece))).toBe(true);
  });
});
