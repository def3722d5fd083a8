import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { hedgesIndefiniteAt, saysNothingAt } from './nothing-answer';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

const at = (text: string, word: string) => {
  const tokens = tokenizeWords(text);
  return { tokens, i: tokens.findIndex((token) => token.norm === word) };
};
const pieces = (text: string) => structureTranscript(text).sentences.map((sentence) => sentence.text);

describe('saysNothingAt', () => {
  it('takes a bare "nothing" after a question as an answer', () => {
    const { tokens, i } = at('any drug allergies nothing', 'nothing');
    expect(saysNothingAt(tokens, i)).toBe(true);
  });

  it('leaves "nothing" that is the object of the clause', () => {
    const { tokens, i } = at('there is nothing to worry about', 'nothing');
    expect(saysNothingAt(tokens, i)).toBe(false);
  });
});

describe('hedgesIndefiniteAt', () => {
  it('keeps a clause of knowing with the "none" it qualifies', () => {
    const { tokens, i } = at("none that i'm aware of", 'that');
    expect(hedgesIndefiniteAt(tokens, i)).toBe(true);
  });

  it('lets a new clause with no verb of knowing start after "nothing"', () => {
    const { tokens, i } = at('nothing i take vitamins though', 'i');
    expect(hedgesIndefiniteAt(tokens, i)).toBe(false);
  });
});

describe('an allergy question answered "nothing that I know of"', () => {
  const written = 'Doctor: Okay. Any known allergies?\nPatient: Nothing that I know of.';

  it('keeps the written answer whole', () => {
    expect(pieces(written)).toContain('Nothing that I know of');
  });

  it('cuts speech before the answer and keeps its hedge with it', () => {
    const speech = toSpeechStyle(written);
    expect(pieces(speech)).toEqual(['okay any known allergies', 'nothing that i know of']);
  });
});
