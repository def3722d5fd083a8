import { describe, expect, it } from 'vitest';
import { isSpelledLetterI, spelledLetterRuns } from './spelled-letters';

const words = (text: string) => text.split(' ');

describe('spelled-out initialisms', () => {
  it('reads the "i" of a spelled initialism as a letter, not the speaker', () => {
    expect(isSpelledLetterI(words('this should clear the u t i'), 6)).toBe(true);
    expect(isSpelledLetterI(words('we will run an i v line'), 4)).toBe(true);
  });

  it('keeps the speaker\'s own "i"', () => {
    expect(isSpelledLetterI(words('i think i have a cold'), 0)).toBe(false);
    expect(isSpelledLetterI(words('so i took a pill'), 1)).toBe(false);
    expect(isSpelledLetterI(words('a i felt'), 1)).toBe(false);
  });

  it('finds runs of two or more letters only', () => {
    expect([...spelledLetterRuns(words('looks like a u r i to me'))]).toEqual([3, 4, 5]);
    expect([...spelledLetterRuns(words('take vitamin d daily'))]).toEqual([]);
  });
});
