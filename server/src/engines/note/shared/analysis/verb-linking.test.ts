import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
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

describe('"gon na have you …" is an instruction, not a question', () => {
  it('keeps the doses of the medicines the clinician continues, written and unpunctuated', () => {
    const said =
      "[doctor] alright let's talk about the plan for your heart we are gon na have you continue your clopidogrel seventy five milligrams daily okay";
    for (const transcript of [said, toSpeechStyle(said)]) {
      const clopidogrel = runAnalysis(transcript).mentions.find((m) => m.conceptId === 'clopidogrel');
      expect(clopidogrel?.attributes.dose).toBe('75 mg');
    }
  });
});
