import { describe, expect, it } from 'vitest';
import { NumberCheck, numbersInSentence } from './number-check';

describe('numbersInSentence', () => {
  it('reads written and spoken numbers', () => {
    expect(numbersInSentence('BP 120/80, temperature 98.6 for three days.').sort((a, b) => a - b)).toEqual([
      3, 80, 98.6, 120,
    ]);
    expect(numbersInSentence('The patient reports cough.')).toEqual([]);
  });
});

describe('NumberCheck', () => {
  const check = new NumberCheck(
    '[doctor] your pressure is one twenty eight over eighty two . take two tablets for 5 days .',
  );

  it('accepts numbers said in words or digits', () => {
    expect(check.inventedIn('Blood pressure 128/82 mmHg.')).toEqual([]);
    expect(check.inventedIn('Take 2 tablets for five days.')).toEqual([]);
  });

  it('names numbers nobody said, in digits or in words', () => {
    expect(check.inventedIn('Blood pressure 138/82.')).toEqual([138]);
    expect(check.inventedIn('Take two tablets for seven days.')).toEqual([7]);
  });
});
