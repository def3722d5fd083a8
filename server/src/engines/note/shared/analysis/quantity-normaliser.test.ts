import { describe, expect, it } from 'vitest';
import { normaliseQuantities } from './quantity-normaliser';
import { toSpeechStyle } from '../speech-style';
import { tokenizeWords } from './word-tokenizer';

function normalised(text: string): string {
  return normaliseQuantities(tokenizeWords(text))
    .map((token) => token.norm)
    .join(' ');
}

describe('normaliseQuantities', () => {
  it('writes spoken doses in digits with short units', () => {
    expect(normalised('metformin fifteen hundred milligrams twice a day')).toBe('metformin 1,500 mg twice a day');
    expect(normalised('take seven fifty milligrams')).toBe('take 750 mg');
    expect(normalised('two milligrams at night')).toBe('2 mg at night');
    expect(normalised('vitamin d two thousand international units')).toBe('vitamin d 2,000 iu');
    expect(normalised('lisinopril 40 milligrams')).toBe('lisinopril 40 mg');
  });

  it('reads a spoken fraction before a unit already said short ("two and a half ml")', () => {
    const said = '[doctor] For a toddler the syrup is one and a half ml, and the tablets are half a mg.';
    for (const text of [said, toSpeechStyle(said)]) {
      expect(normalised(text)).toContain('syrup is 1.5 ml');
      expect(normalised(text)).toContain('are 0.5 mg');
    }
    // A part of a tablet is a count, not an amount: it stays in words for the tablet-part reader.
    expect(normalised('one and a half tablets')).toBe('one and a half tablets');
  });

  it('reads "mil" after an amount as millilitres, and leaves it alone elsewhere', () => {
    const said = '[patient] We gave her ibuprofen, two and a half mil, at teatime.';
    for (const text of [said, toSpeechStyle(said)]) expect(normalised(text)).toContain('ibuprofen 2.5 ml');
    expect(normalised('five mils of the syrup')).toBe('5 ml of the syrup');
    expect(normalised('the mil was shut')).toBe('the mil was shut');
  });

  it('writes blood pressures as one reading', () => {
    expect(normalised('blood pressure was one twenty over eighty today')).toBe('blood pressure was 120/80 today');
    expect(normalised('it was one thirty two over eighty four')).toBe('it was 132/84');
    expect(normalised('about 150 over 90')).toBe('about 150/90');
    // Not a pressure: a diastolic above the systolic, or numbers no cuff reads.
    expect(normalised('eighty over one twenty')).toBe('eighty over one twenty');
    expect(normalised('two over three')).toBe('two over three');
  });

  it('writes compound spoken numbers and decimals in digits', () => {
    expect(normalised('ninety eight point six degrees')).toBe('98.6 degrees');
    expect(normalised('for twenty five years')).toBe('for 25 years');
    expect(normalised('a hundred and twenty five')).toBe('125');
  });

  it('leaves lone number words and ambiguous reading pairs to the readers', () => {
    expect(normalised('no one else is sick')).toBe('no one else is sick');
    expect(normalised('for two weeks')).toBe('for two weeks');
    expect(normalised('i weigh two fifteen pounds')).toBe('i weigh two fifteen pounds');
    expect(normalised('a gram of prevention')).toBe('a gram of prevention');
  });

  it('keeps offsets that quote the transcript', () => {
    const text = 'bp one twenty over eighty and fifteen hundred milligrams';
    const tokens = normaliseQuantities(tokenizeWords(text, 10));
    const quote = (norm: string) => {
      const token = tokens.find((t) => t.norm === norm)!;
      return text.slice(token.start - 10, token.end - 10);
    };
    expect(quote('120/80')).toBe('one twenty over eighty');
    expect(quote('1,500')).toBe('fifteen hundred');
    expect(quote('mg')).toBe('milligrams');
  });

  it('is pure: the input tokens are left as they were', () => {
    const tokens = tokenizeWords('fifteen hundred milligrams');
    const before = structuredClone(tokens);
    normaliseQuantities(tokens);
    expect(tokens).toEqual(before);
  });
});
