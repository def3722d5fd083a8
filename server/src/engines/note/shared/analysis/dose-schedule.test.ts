import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMedications } from './medication-extractor';
import { normaliseQuantities } from './quantity-normaliser';
import { tokenizeWords } from './word-tokenizer';

/** Each medicine's dose after the normalise stage, as the analysis pipeline reads them. */
const doses = (text: string) =>
  extractMedications(normaliseQuantities(tokenizeWords(text))).map((m) => [m.drug.id, m.dose ?? null]);
const both = (written: string) => [written, toSpeechStyle(written)];

describe('readSchedule', () => {
  it('reads a loading dose then the daily dose whole', () => {
    for (const text of both('Doxycycline two hundred milligrams on the first day, then one hundred milligrams daily.'))
      expect(doses(text)).toEqual([['doxycycline', '200 mg on the first day, then 100 mg']]);
    for (const text of both('Prednisone 40 mg for five days and then 20 mg.'))
      expect(doses(text)).toEqual([['prednisone', '40 mg for five days, then 20 mg']]);
  });

  it('reads morning and night doses whole, each with its time', () => {
    for (const text of both('Klonopin four M G in the morning and six M G at night.'))
      expect(doses(text)).toEqual([['clonazepam', '4 mg in the morning and 6 mg at night']]);
  });

  it('reads no schedule when the second amount may be another medicine or another kind of amount', () => {
    for (const text of both('Metformin 500 mg in the morning and 20 mg of lisinopril.'))
      expect(doses(text)).toEqual([
        ['metformin', '500 mg'],
        ['lisinopril', '20 mg'],
      ]);
    for (const text of both('Metformin 500 mg then 20 mg lisinopril.'))
      expect(doses(text)).toEqual([
        ['metformin', '500 mg'],
        ['lisinopril', '20 mg'],
      ]);
    for (const text of both('Albuterol 90 mcg in the morning and 2 puffs at night.'))
      expect(doses(text)).toEqual([['albuterol', '90 mcg']]);
    // "and" with no time between: two doses of what may be two medicines, so only the first is read.
    for (const text of both('Lisinopril 10 mg and 20 mg.')) expect(doses(text)).toEqual([['lisinopril', '10 mg']]);
  });
});
