import { describe, expect, it } from 'vitest';
import { assessContext } from './assertion-context';
import { determinesNoun, maskDeterminerNo } from './determiner-no';
import { scoreSpeaker } from './speaker-inference';
import { tokenizeWords } from './word-tokenizer';

const words = (text: string) => tokenizeWords(text).map((token) => token.norm);

describe('determinesNoun', () => {
  it('reads "no" after a preposition as belonging to the noun after it', () => {
    expect(determinesNoun(words('one a day with no gap'), 4)).toBe(true);
    expect(determinesNoun(words('any cough no'), 2)).toBe(false);
    expect(maskDeterminerNo(words('for no reason'))).toEqual(['for', '', 'reason']);
  });
});

describe('a determiner "no" after a regimen', () => {
  const statusOf = (sentence: string, first: number, last: number) =>
    assessContext(tokenizeWords(sentence), [{ first, last }])[0]?.assertion;

  it('does not deny the drug before it, written or spoken', () => {
    expect(statusOf("i'd like to move you onto cerazette , one a day , with no gap week .", 6, 7)).toBe('present');
    expect(statusOf("i'd like to move you onto cerazette one a day with no gap week", 6, 7)).toBe('present');
  });

  it('still reads a bare "no" after an asked finding as the answer', () => {
    expect(statusOf('have you had any cough no', 4, 5)).toBe('negated');
  });

  it('does not count as the patient answering', () => {
    const plan = "i'd like to switch you to cerazette one a day";
    const withGap = scoreSpeaker(tokenizeWords(`${plan} with no gap week`), false);
    expect(withGap).toBe(scoreSpeaker(tokenizeWords(plan), false));
    expect(withGap).toBeGreaterThan(0);
  });
});
