import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
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

  it('gives the second dose of a schedule the unit said with the first, when its time follows', () => {
    for (const text of both('Vitamin D twenty thousand units on Saturdays and a thousand on the other six days.'))
      expect(doses(text)).toEqual([['vitamin-d', '20,000 units on saturdays and 1,000 units on the other six days']]);
    // "two at night" may be two tablets: a small whole number takes no unit.
    for (const text of both('Metformin 500 mg in the morning and two at night.'))
      expect(doses(text)).toEqual([['metformin', '500 mg']]);
  });

  it('keeps a schedule with its time in one sentence of unpunctuated speech', () => {
    const dialogue =
      '[doctor] And you take vitamin D, twenty thousand units on Saturdays and a thousand on the other six days.\n[patient] Yes.';
    for (const transcript of both(dialogue)) {
      const vitamin = runAnalysis(transcript).mentions.find((m) => m.conceptId === 'vitamin-d');
      expect(vitamin?.attributes.dose).toBe('20,000 units on saturdays and 1,000 units on the other six days');
    }
  });

  it('reads the strength taken otherwise with the first, without the words of its condition', () => {
    for (const text of both('Sildenafil 50 mg on the days we go away, otherwise 25 mg.'))
      expect(doses(text)).toEqual([['sildenafil', '50 mg, otherwise 25 mg']]);
    // A medicine named before "otherwise" has the dose after it.
    for (const text of both('Ramipril 5 mg and amlodipine, otherwise 10 mg.'))
      expect(doses(text)).toEqual([
        ['ramipril', '5 mg'],
        ['amlodipine', '10 mg'],
      ]);
  });
});
