import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { rivalDoses } from './dose-conflict';
import { extractMedications } from './medication-extractor';
import { tokenizeWords } from './word-tokenizer';

/** Each medicine's dose, read from the written line and from its speech-recogniser form. */
const dosesIn = (line: string) =>
  [line, toSpeechStyle(line)].map((text) =>
    extractMedications(tokenizeWords(text)).map((m): [string, string | null] => [m.drug.id, m.dose ?? null]),
  );

describe('rivalDoses', () => {
  it('sees two amounts in one unit as rivals, a mass and a volume as one dose said twice', () => {
    expect(rivalDoses('10 mg', '20 mg')).toBe(true);
    expect(rivalDoses('200 mg', '10 ml')).toBe(false);
    expect(rivalDoses('10 mg', '10 mg')).toBe(false);
    expect(rivalDoses('10 mg to 20 mg', '10 mg')).toBe(false);
  });
});

describe('a medicine said with two strengths', () => {
  it('keeps both strengths together when each holds only some of the time', () => {
    // Either alone would read as the dose always taken; both, joined as said, are how it is taken.
    const line = 'I use the sildenafil, fifty milligrams at weekends, otherwise I take twenty five milligrams.';
    for (const doses of dosesIn(line)) expect(doses).toEqual([['sildenafil', '50 mg at weekends, otherwise 25 mg']]);
    const clause = 'I use the sildenafil, fifty milligrams on the days we go away, otherwise twenty five milligrams.';
    for (const doses of dosesIn(clause)) expect(doses).toEqual([['sildenafil', '50 mg, otherwise 25 mg']]);
  });

  it('keeps neither strength when the second is no alternative the speaker names', () => {
    const line = 'I use the sildenafil, fifty milligrams, but I take twenty five milligrams.';
    for (const doses of dosesIn(line)) expect(doses).toEqual([['sildenafil', null]]);
  });

  it('keeps the one strength said twice, or said in mass and in volume', () => {
    for (const doses of dosesIn('Give him Calpol, 120 milligrams, that is 5 ml of the syrup.'))
      // The amount and the volume it is given in are one dose: both are kept, the volume in brackets.
      expect(doses).toEqual([['paracetamol', '120 mg (5 mL)']]);
    for (const doses of dosesIn('Atorvastatin 20 mg, yes, it is 20 mg at night.'))
      expect(doses).toEqual([['atorvastatin', '20 mg']]);
  });

  it('keeps the strength taken when the other is the one not taken', () => {
    for (const doses of dosesIn('I take propranolol 10 mg instead of the 40 mg she wrote.'))
      expect(doses).toEqual([['propranolol', '10 mg']]);
  });

  it("leaves a strength after another medicine's name to that medicine", () => {
    for (const doses of dosesIn('Ramipril 5 mg and doxazosin 2 mg at night.'))
      expect(doses).toEqual([
        ['ramipril', '5 mg'],
        ['doxazosin', '2 mg'],
      ]);
  });
});
