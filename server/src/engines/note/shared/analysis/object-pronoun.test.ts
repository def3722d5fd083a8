import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { objectOfHoldingAt } from './object-pronoun';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

const check = (text: string) => {
  const tokens = tokenizeWords(text);
  return objectOfHoldingAt(
    tokens,
    tokens.findIndex((token) => token.norm === 'it' || token.norm === 'them'),
  );
};
const pieces = (text: string) => structureTranscript(text).sentences.map((sentence) => sentence.text);

describe('objectOfHoldingAt', () => {
  it('reads "it" after "have" with no verb after it as the object', () => {
    expect(check('we have it all')).toBe(true);
    expect(check('i had them both')).toBe(true);
  });

  it('lets "it" open a clause when a verb follows', () => {
    expect(check('yes i have it hurts at night')).toBe(false);
  });
});

describe('a family list opened "we have it all"', () => {
  const written =
    'Doctor: Any other illnesses you know of?\nPatient: Oh yes, we have it all, asthma, gout, heart trouble.';

  it('keeps the written list in the answer', () => {
    expect(pieces(written).some((piece) => piece.startsWith('Oh yes, we have it all, asthma'))).toBe(true);
  });

  it('keeps "we have it all" and the list in one piece of speech', () => {
    expect(pieces(toSpeechStyle(written))).toContain('we have it all asthma gout heart trouble');
  });
});
