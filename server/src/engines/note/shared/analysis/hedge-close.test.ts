import { describe, expect, it } from 'vitest';
import { asksAfterHedgeAt, hedgeClosesBefore } from './hedge-close';
import { findCuePoints } from './sentence-splitter';
import { tokenizeWords } from './word-tokenizer';

describe('hedge closing on "of"', () => {
  it('finds the hedge and the question after it', () => {
    const tokens = tokenizeWords('allergies to anything not that i know of any problems with sleep');
    expect(hedgeClosesBefore(tokens, 8)).toBe(true);
    expect(asksAfterHedgeAt(tokens, 8)).toBe(true);
    expect(asksAfterHedgeAt(tokenizeWords('the rest of any tablets'), 3)).toBe(false);
  });

  it('lets the splitter start the next question there', () => {
    const tokens = tokenizeWords('and allergies to anything not that i know of any problems with your sleep');
    expect(findCuePoints(tokens)).toContain(9);
  });
});
