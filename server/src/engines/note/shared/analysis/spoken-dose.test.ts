import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { answeredDose, extractMedications } from './medication-extractor';
import { normaliseQuantities } from './quantity-normaliser';
import { collectNumberValues } from './spoken-number';
import { tokenizeWords } from './word-tokenizer';

/** The normalise stage, then the medication reader on its tokens: as the analysis pipeline runs them. */
const read = (text: string) => normaliseQuantities(tokenizeWords(text));
const normalised = (text: string) =>
  read(text)
    .map((token) => token.norm)
    .join(' ');
const doses = (text: string) => extractMedications(read(text)).map((m) => [m.drug.id, m.dose ?? null]);

// Every shape is checked as written and as a speech recogniser gives it (no punctuation, lower case).
const both = (written: string) => [written, toSpeechStyle(written)];

describe('spoken doses through the normalise stage', () => {
  it('reads units spelled letter by letter', () => {
    for (const text of both('Continue Nexium forty M G once a day.'))
      expect(doses(text)).toEqual([['esomeprazole', '40 mg']]);
    for (const text of both('It is twenty M C G.')) expect(normalised(text)).toMatch(/20 mcg/);
    for (const text of both('Epi one M G, zero point three M L subcutaneously.'))
      expect(normalised(text)).toMatch(/^epi 1 mg 0\.3 ml subcutaneously/);
  });

  it('reads decimals as said, never rounded', () => {
    for (const text of both('He should take point one twenty five M G of Xanax.'))
      expect(doses(text)).toEqual([['alprazolam', '0.125 mg']]);
    for (const text of both('Atenolol twelve point five M G per day.'))
      expect(doses(text)).toEqual([['atenolol', '12.5 mg']]);
    for (const text of both('I think I am on zero point five milligrams of Klonopin.'))
      expect(doses(text)).toEqual([['clonazepam', '0.5 mg']]);
    for (const text of both('Metformin one point five grams.')) expect(doses(text)).toEqual([['metformin', '1.5 g']]);
  });

  it('reads "one hundred and" before a hyphened tens word whole', () => {
    for (const text of both('Start mebeverine, one hundred and thirty-five milligrams three times a day.'))
      expect(doses(text)).toEqual([['mebeverine', '135 mg']]);
    for (const text of both('Two hundred and forty-five milligrams of gliclazide.'))
      expect(doses(text)).toEqual([['gliclazide', '245 mg']]);
  });

  it('reads no dose from the last word of "twelve five milligrams" (a lost point)', () => {
    for (const text of both('Add spironolactone twelve five milligrams daily.'))
      expect(doses(text)).toEqual([['spironolactone', null]]);
  });

  it('reads "five times a day" whole, not as daily', () => {
    for (const text of both('Aciclovir, eight hundred milligrams five times a day for a week.'))
      expect(extractMedications(read(text)).map((m) => m.frequency)).toEqual(['5 times a day']);
  });

  it('reads halves, "a thousand" and pairs before a unit', () => {
    for (const text of both('Half a milligram of Ativan at night.'))
      expect(doses(text)).toEqual([['lorazepam', '0.5 mg']]);
    for (const text of both('One and a half milligrams of Xanax.'))
      expect(doses(text)).toEqual([['alprazolam', '1.5 mg']]);
    for (const text of both('Vitamin D, a thousand units a day.'))
      expect(doses(text)).toEqual([['vitamin-d', '1,000 units']]);
    for (const text of both('Metformin two fifty milligrams.')) expect(doses(text)).toEqual([['metformin', '250 mg']]);
    for (const text of both('Synthroid twenty five micrograms.'))
      expect(doses(text)).toEqual([['levothyroxine', '25 mcg']]);
    for (const text of both('Lisinopril ten mg daily.')) expect(doses(text)).toEqual([['lisinopril', '10 mg']]);
  });

  it('leaves words that only look like amounts when no unit follows', () => {
    for (const text of both('At this point two of them are better.'))
      expect(normalised(text)).toMatch(/point two of them/);
    for (const text of both('It lasted half a day.')) expect(normalised(text)).toMatch(/half a day/);
  });

  it('reads a dose said before the medicine, but never the previous medicine’s dose', () => {
    for (const text of both('He gave you eighty milligrams of depomedrol.'))
      expect(doses(text)).toEqual([['methylprednisolone', '80 mg']]);
    for (const text of both('She started a point six m g colchicine.'))
      expect(doses(text)).toEqual([['colchicine', '0.6 mg']]);
    for (const text of both('Lisinopril 20 mg, metformin.'))
      expect(doses(text)).toEqual([
        ['lisinopril', '20 mg'],
        ['metformin', null],
      ]);
  });
});

describe('answeredDose', () => {
  const answer = (...sentences: string[]) => answeredDose(sentences.map(read));

  it('takes the one dose of an answer that names no medicine', () => {
    for (const text of both('I am taking ten M G.')) expect(answer(text)).toEqual({ dose: '10 mg', answer: 0 });
    expect(answer('Yes, I take it once a day.', 'It is ten M G tablet.')).toEqual({ dose: '10 mg', answer: 1 });
  });

  it('reads nothing when the answer holds two doses or names a medicine', () => {
    for (const text of both('Four M G, and six M G.')) expect(answer(text)).toBeNull();
    expect(answer('Ten M G.', 'It is twenty M G.')).toBeNull();
    expect(answer('Lisinopril ten milligrams.')).toBeNull();
    expect(answer('Yes, once a day.')).toBeNull();
  });

  it('reads two doses said as a schedule as one, and none said after "instead of"', () => {
    for (const text of both('Four M G in the morning and six M G at night instead of six M G and eight M G.'))
      expect(answer(text)).toEqual({ dose: '4 mg in the morning and 6 mg at night', answer: 0 });
  });
});

describe('numbers a note may write from the talk', () => {
  it('counts the amounts the normalise stage writes, so the support check keeps the dose', () => {
    for (const text of both('He takes point one twenty five M G of Xanax and half a milligram of Ativan.')) {
      const said = collectNumberValues(text);
      for (const value of [0.125, 0.5]) expect(said.has(value)).toBe(true);
    }
    for (const text of both('Two and a half milligrams.')) expect(collectNumberValues(text).has(2.5)).toBe(true);
    expect(collectNumberValues('at this point').has(0.5)).toBe(false);
  });
});

describe('answeredDose and counts', () => {
  it('reads the strength, not the number of puffs or tablets', () => {
    for (const text of both('One hundred micrograms, two puffs twice a day.'))
      expect(answeredDose([read(text)])).toEqual({ dose: '100 mcg', answer: 0 });
  });
});

describe('weight-based doses', () => {
  it('reads mg/kg whole, never as a plain mg dose', () => {
    for (const text of both('Amoxicillin forty five milligrams per kilogram per day.'))
      expect(doses(text)).toEqual([['amoxicillin', '45 mg/kg']]);
    for (const text of both('Tylenol 15 mg/kg every six hours.'))
      expect(doses(text)).toEqual([['acetaminophen', '15 mg/kg']]);
  });
});

describe('dose ranges and changes', () => {
  it('reads a range whole, never its upper end alone', () => {
    for (const text of both('Melatonin five to ten milligrams at night.'))
      expect(doses(text)).toEqual([['melatonin', '5 to 10 mg']]);
    for (const text of both('Methotrexate twenty or twenty five M G per week.'))
      expect(doses(text)).toEqual([['methotrexate', '20 or 25 mg']]);
    expect(normalised('melatonin five to ten milligrams')).toBe('melatonin 5 to 10 mg');
  });

  it('reads the new dose of a change', () => {
    for (const text of both('Increase the lisinopril from 10 mg to 20 mg a day.'))
      expect(doses(text)).toEqual([['lisinopril', '20 mg']]);
    for (const text of both('Increase your Prozac from twenty to forty milligrams.'))
      expect(doses(text)).toEqual([['fluoxetine', '40 mg']]);
  });

  it('reads tablets after the strength as part of the sig', () => {
    for (const text of both('Amoxicillin five hundred milligram tablets twice a day.')) {
      const [mention] = extractMedications(read(text));
      expect([mention?.dose, mention?.frequency]).toEqual(['500 mg', 'twice a day']);
    }
  });
});

describe('frequencies and routes said as letters', () => {
  const sig = (text: string) => {
    const [mention] = extractMedications(read(text));
    return [mention?.dose, mention?.frequency, mention?.route];
  };

  it('reads B I D, q 6 h, P O and per week, written and unpunctuated', () => {
    for (const text of both('Amoxicillin 500 mg P.O. b.i.d. for a week.'))
      expect(sig(text)).toEqual(['500 mg', 'twice a day', 'by mouth']);
    for (const text of both('Ibuprofen six hundred milligrams q six h with food.'))
      expect(sig(text)).toEqual(['600 mg', 'every 6 hours', undefined]);
    for (const text of both('Methotrexate fifteen milligrams per week.'))
      expect(sig(text)).toEqual(['15 mg', 'weekly', undefined]);
    for (const text of both('Nitroglycerin point four milligrams under the tongue.'))
      expect(sig(text)).toEqual(['0.4 mg', undefined, 'under the tongue']);
  });
});

describe('cc', () => {
  it('reads cc as mL, halves included', () => {
    for (const text of both('We injected one cc of Celestone with half a cc of lidocaine.'))
      expect(normalised(text)).toMatch(/1 ml of celestone with 0\.5 ml of lidocaine/);
  });

  it("never gives a medicine the dose said just before the next medicine's name", () => {
    for (const text of both('Attempted to inject one cc of Celestone with f-, a half a cc of lidocaine.'))
      expect(doses(text)).toEqual([
        ['betamethasone', '1 mL'],
        ['lidocaine', '0.5 mL'],
      ]);
    for (const text of both('Celestone, then two milligrams of lorazepam.'))
      expect(doses(text)).toEqual([
        ['betamethasone', null],
        ['lorazepam', '2 mg'],
      ]);
  });
});

describe('concentrations', () => {
  it('never reads a lab value per deciliter as a dose', () => {
    for (const text of both('You take metformin, and your sugar was two sixty five milligrams per deciliter.'))
      expect(doses(text)).toEqual([['metformin', null]]);
    for (const text of both('Metformin, and your sugar was 120 mg/dL.'))
      expect(doses(text)).toEqual([['metformin', null]]);
  });
});
