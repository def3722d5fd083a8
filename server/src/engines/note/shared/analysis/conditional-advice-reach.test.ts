import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { conditionalAdviceSpans, opensWithAdvice } from './conditional-advice';
import { tokenizeWords } from './word-tokenizer';
import { assertionsOf } from './mention-status.test-kit';

describe('conditional advice beyond one "if … call"', () => {
  it('reads "for a … 999" as a condition', () => {
    const tokens = tokenizeWords('ring the practice, and for a head injury with a bad headache, 999');
    const [span] = conditionalAdviceSpans(tokens);
    expect(
      tokens
        .slice(span!.first, span!.last)
        .map((t) => t.norm)
        .join(' '),
    ).toBe('head injury with a bad headache');
    expect(conditionalAdviceSpans(tokenizeWords('i will give you cream for a rash on the arm'))).toEqual([]);
  });

  it('runs an open condition to the end when the next sentence opens with advice', () => {
    const tokens = tokenizeWords('and red or tingling in the toes');
    expect(conditionalAdviceSpans(tokens, true, true)).toEqual([{ first: 0, last: tokens.length }]);
    expect(conditionalAdviceSpans(tokens, true, false)).toEqual([]);
    expect(opensWithAdvice(tokenizeWords('come back to see me'))).toBe(true);
    expect(opensWithAdvice(tokenizeWords('the back is fine'))).toBe(false);
  });

  const SAFETY_NET = [
    '[doctor] Did you knock your head when you went down?',
    '[patient] No, nothing like that.',
    '[doctor] Rest the wrist. If you have another tumble or you feel faint, phone us, and for a head injury with vomiting, 999.',
    '[doctor] If the ankle ever gets hot and swollen, or you get numbness in the toes, come back sooner.',
  ].join('\n');

  it.each([
    ['written', SAFETY_NET],
    ['speech', toSpeechStyle(SAFETY_NET)],
  ])('writes none of the possible findings as present (%s)', (_style, text) => {
    for (const id of ['concussion', 'vomiting', 'numbness', 'swelling'])
      expect(assertionsOf(text, id), id).not.toContain('present');
  });
});
