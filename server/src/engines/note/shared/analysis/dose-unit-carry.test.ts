import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { bareAmountAt, unitOfDose } from './dose-unit-carry';
import { extractMedications } from './medication-extractor';
import { normaliseQuantities } from './quantity-normaliser';
import { tokenizeWords } from './word-tokenizer';

/** Each medicine's dose after the normalise stage, read from the written line and from its speech form. */
const dosesIn = (line: string) =>
  [line, toSpeechStyle(line)].map((text) =>
    extractMedications(normaliseQuantities(tokenizeWords(text))).map((m): [string, string | null] => [
      m.drug.id,
      m.dose ?? null,
    ]),
  );

describe('a dose change with the unit said once', () => {
  it('reads the new amount in the unit of the old one', () => {
    for (const doses of dosesIn('We reduced the citalopram from 40 mg to 30 last month.'))
      expect(doses).toEqual([['citalopram', '30 mg']]);
    for (const doses of dosesIn('Increase the sertraline from fifty milligrams to one hundred.'))
      expect(doses).toEqual([['sertraline', '100 mg']]);
    // "for" misheard for "from": the word of change before it still says the dose was changed.
    for (const doses of dosesIn('They lowered the dose of prednisone for twenty milligrams to fifteen.'))
      expect(doses).toEqual([['prednisone', '15 mg']]);
  });

  it('keeps neither dose when the new amount may count tablets', () => {
    // "two a night" may be two tablets: no unit is given to it, and the old dose is no longer the dose.
    for (const doses of dosesIn('Lower the amitriptyline from 20 mg to 2 a night.'))
      expect(doses).toEqual([['amitriptyline', null]]);
  });

  it('reads no new dose without a word of change, nor from an amount of something else', () => {
    for (const doses of dosesIn('Take the propranolol 10 mg to 20 minutes before you go on stage.'))
      expect(doses).toEqual([['propranolol', '10 mg']]);
    for (const doses of dosesIn('We moved the insulin from 10 units to 20 minutes before breakfast.'))
      expect(doses).toEqual([['insulin', null]]);
  });
});

describe('bareAmountAt', () => {
  it('gives a bare amount the unit said before, but never a small whole number', () => {
    expect(bareAmountAt(tokenizeWords('2000s on the other days'), 0, 'units')).toEqual({
      dose: '2000 units',
      last: 1,
    });
    expect(bareAmountAt(tokenizeWords('22.5'), 0, 'mg')?.dose).toBe('22.5 mg');
    expect(bareAmountAt(tokenizeWords('two at night'), 0, 'mg')).toBeNull();
    expect(bareAmountAt(tokenizeWords('20mg'), 0, 'mg')).toBeNull();
  });

  it('finds the unit of a single dose only', () => {
    expect(unitOfDose('20 mg')).toBe('mg');
    expect(unitOfDose('5 mg, otherwise 2.5 mg')).toBeNull();
  });
});
