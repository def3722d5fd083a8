import { describe, expect, it } from 'vitest';
import { findMentions } from './mention-finder';
import { tokenizeWords } from './word-tokenizer';

const stressIn = (text: string) =>
  findMentions(tokenizeWords(text), true).some((mention) => mention.conceptId === 'stress');

describe('word senses: psychological stress and the other stresses', () => {
  it.each([
    'there is no laxity on the anterior drawer and inversion stress',
    'we will brace your right knee to take off some of the stress that you might be putting on it',
    'try not to put stress on that ankle',
    'the x-ray shows a stress fracture of the second metatarsal',
    'she has stress incontinence when she coughs',
  ])('is not stress: %s', (text) => {
    expect(stressIn(text)).toBe(false);
  });

  it.each([
    'i have been under a lot of stress at work lately',
    'things just got stressful and i started smoking again',
    'i have been taking on a lot of stress with the move',
    'i get stressed out on and off',
  ])('is stress: %s', (text) => {
    expect(stressIn(text)).toBe(true);
  });
});
