import { describe, expect, it } from 'vitest';
import { collectNumberValues, formatNumber, readNumberAt, readNumbers } from './spoken-number';
import { tokenizeWords } from './word-tokenizer';

function values(text: string, pairs = false): number[] {
  return readNumbers(tokenizeWords(text), pairs).map((reading) => reading.value);
}

describe('readNumberAt', () => {
  it('reads written numbers with a glued unit', () => {
    const reading = readNumberAt(tokenizeWords('2000iu daily'), 0);
    expect(reading).toMatchObject({ value: 2000, suffix: 'iu', spoken: false, last: 1 });
  });

  it('ends a decimal before a digit that opens the same number said again', () => {
    expect(values('three point five three point five milligrams')).toEqual([3.5, 3.5]);
    expect(values('zero point one two five mg')).toEqual([0.125]);
  });

  it('reads a hundred or a thousand said twice as the same amount twice', () => {
    expect(values('five hundred five hundred milligrams')).toEqual([500, 500]);
    expect(values('two hundred and two hundred')).toEqual([200, 200]);
    expect(values('three thousand three thousand units')).toEqual([3000, 3000]);
    // A number that goes on after "hundred" or "thousand" is still one number.
    expect(values('five hundred five')).toEqual([505]);
    expect(values('two thousand two hundred and fifty')).toEqual([2250]);
  });

  it('reads compound spoken numbers', () => {
    expect(values('five hundred milligrams')).toEqual([500]);
    expect(values('fifteen hundred milligrams')).toEqual([1500]);
    expect(values('twenty five hundred units')).toEqual([2500]);
    expect(values('two thousand five hundred')).toEqual([2500]);
    expect(values('a hundred and twenty five')).toEqual([125]);
    expect(values('two thousand units')).toEqual([2000]);
    expect(values('forty-five percent')).toEqual([45]);
    expect(values('ninety eight point six degrees')).toEqual([98.6]);
  });

  it('reads clinician pairs only when asked', () => {
    expect(values('one twenty over eighty', true)).toEqual([120, 80]);
    expect(values('one thirty two over eighty four', true)).toEqual([132, 84]);
    expect(values('one twenty over eighty')).toEqual([1, 20, 80]);
    expect(values('two fifteen pounds', true)).toEqual([215]);
  });

  it('does not run separate numbers together', () => {
    expect(values('three or four')).toEqual([3, 4]);
    expect(values('twenty thirty')).toEqual([20, 30]);
  });

  it('returns null for words that are not numbers', () => {
    expect(readNumberAt(tokenizeWords('a lot'), 0)).toBeNull();
  });
});

describe('collectNumberValues', () => {
  it('collects written halves, spoken readings and plain number words', () => {
    const found = collectNumberValues('bp 120/80 , then one thirty over ninety , take two tablets at 2:00');
    for (const value of [120, 80, 130, 90, 1, 30, 2]) expect(found.has(value)).toBe(true);
    expect(found.has(7)).toBe(false);
  });
});

describe('formatNumber', () => {
  it('drops needless decimals', () => {
    expect(formatNumber(98.6)).toBe('98.6');
    expect(formatNumber(500)).toBe('500');
    expect(formatNumber(0.125)).toBe('0.125');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
  });
});
