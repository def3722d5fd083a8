import { describe, expect, it } from 'vitest';
import { complementThatAt } from './complement-that';
import { splitSentences } from './sentence-splitter';
import { toSpeechStyle } from '../speech-style';

const texts = (transcript: string) =>
  splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));

describe('complementThatAt', () => {
  it('reads a bare "that" after a verb of knowing or saying as the start of what is known', () => {
    expect(complementThatAt('that', 'remember')).toBe(true);
    expect(complementThatAt('that', 'told')).toBe(true);
    expect(complementThatAt('that', 'tablet')).toBe(false);
    expect(complementThatAt("that's", 'know')).toBe(false);
  });
});

const FAMILY = [
  '[doctor] Tell me about your family.',
  "[patient] My grandad passed away from a stroke, I can't say how old he was, but I do recall that he had kidney trouble for years.",
].join('\n');

describe('splitting a remembered fact', () => {
  it('keeps "that he had …" with the words naming who remembers it, written and spoken', () => {
    for (const transcript of [FAMILY, toSpeechStyle(FAMILY)])
      expect(texts(transcript).some((piece) => /^that he had/i.test(piece))).toBe(false);
  });
});
