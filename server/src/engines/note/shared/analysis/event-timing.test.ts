import { describe, expect, it } from 'vitest';
import { readPastDate } from './event-timing';
import { tokenizeWords } from './word-tokenizer';

/** The date said for the first occurrence of `word` in `text`. */
function dateOf(text: string, word: string): string | null {
  const tokens = tokenizeWords(text);
  const at = tokens.findIndex((token) => token.norm === word);
  return readPastDate(tokens, { first: at, last: at + 1 });
}

describe('readPastDate', () => {
  it('dates an event said months or years back, before or after it', () => {
    expect(dateOf('seven years ago i had a stroke', 'stroke')).toBe('seven years ago');
    expect(dateOf('i had pneumonia last year', 'pneumonia')).toBe('last year');
    expect(dateOf('i had a stroke in 2015', 'stroke')).toBe('in 2015');
  });

  it('does not date what happens now or only days ago', () => {
    expect(dateOf('seven years ago i had a stroke and now i have pneumonia', 'pneumonia')).toBeNull();
    expect(dateOf('i have had a cough for three days', 'cough')).toBeNull();
    expect(dateOf('two days ago i got pneumonia', 'pneumonia')).toBeNull();
  });
});
