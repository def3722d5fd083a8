import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { maskAskedKind } from './asked-kind';
import { stemTokens } from './phrase-index';
import { scoreSpeaker } from './speaker-inference';
import { tokenizeWords } from './word-tokenizer';

const stems = (text: string) => stemTokens(tokenizeWords(text));

describe('maskAskedKind', () => {
  it('blanks "kind" after a question determiner', () => {
    expect(maskAskedKind(stems('any kind of swelling'))).toEqual(['any', '', 'of', 'swelling']);
  });

  it('keeps the hedge "kind of" of a patient', () => {
    expect(maskAskedKind(stems("it's kind of sore"))).toContain('kind');
  });
});

describe('an "any kind of" question is the clinician\'s', () => {
  it.each([
    ['written', 'Any bruising? Any kind of bleeding from the gums?'],
    ['speech', toSpeechStyle('Any bruising? Any kind of bleeding from the gums?')],
  ])('%s', (_style, text) => {
    const piece = text.includes('?') ? text.split('? ')[1]! : text;
    expect(scoreSpeaker(tokenizeWords(piece), true)).toBeGreaterThanOrEqual(2);
  });
});
