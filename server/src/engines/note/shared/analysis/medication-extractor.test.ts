import { describe, expect, it } from 'vitest';
import { extractMedications, frequencyAt } from './medication-extractor';
import { tokenizeWords } from './word-tokenizer';

const meds = (text: string) =>
  extractMedications(tokenizeWords(text)).map(({ drug, dose, frequency, route, action }) => ({
    id: drug.id,
    dose,
    frequency,
    route,
    action,
  }));

describe('extractMedications', () => {
  it('reads spoken doses and frequencies', () => {
    expect(meds("i'll write you for flexeril five milligrams three times a day")).toEqual([
      { id: 'cyclobenzaprine', dose: '5 mg', frequency: '3 times a day', route: undefined, action: 'start' },
    ]);
    expect(meds('prescribe some ultram 50 milligrams every six hours as needed')).toEqual([
      { id: 'tramadol', dose: '50 mg', frequency: 'every 6 hours as needed', route: undefined, action: 'start' },
    ]);
  });

  it('writes spoken amounts with thousands separated and written ones as written', () => {
    expect(meds('metformin fifteen hundred milligrams twice a day')[0]).toMatchObject({ dose: '1,500 mg' });
    expect(meds('metformin 1,000 milligrams twice a day')[0]).toMatchObject({ dose: '1,000 mg' });
    expect(meds('metformin 1000 mg twice a day')[0]).toMatchObject({ dose: '1000 mg' });
    expect(meds('methocarbamol seven fifty milligrams four times a day')[0]).toMatchObject({ dose: '750 mg' });
    expect(meds('take two tablets of tylenol')[0]).toMatchObject({ id: 'acetaminophen' });
  });

  it('reads glued units, routes and changes of dose', () => {
    expect(meds('start the 2000iu daily of vitamin d')[0]).toMatchObject({ id: 'vitamin-d' });
    expect(meds('vitamin d 2000iu daily by mouth')[0]).toEqual({
      id: 'vitamin-d',
      dose: '2000 IU',
      frequency: 'daily',
      route: 'by mouth',
      action: undefined,
    });
    expect(meds("we're going to increase your lisinopril to 40 mg daily")[0]).toMatchObject({
      id: 'lisinopril',
      dose: '40 mg',
      action: 'increase',
    });
  });

  it('keeps each sig with its own drug', () => {
    const found = meds('continue metformin 500 mg twice a day and lasix 20 mg daily');
    expect(found.map((med) => [med.id, med.dose, med.frequency])).toEqual([
      ['metformin', '500 mg', 'twice a day'],
      ['furosemide', '20 mg', 'daily'],
    ]);
  });

  it('gives drug classes no dose', () => {
    expect(meds('are you taking your blood pressure medication 20 mg')[0]).toMatchObject({
      id: 'antihypertensive',
      dose: undefined,
      action: 'taking',
    });
  });
});

describe('frequencyAt', () => {
  it('fills number slots', () => {
    expect(frequencyAt(tokenizeWords('every 4 to 6 hours'), 0)).toEqual({ frequency: 'every 4 to 6 hours', last: 5 });
  });

  it('lets a change of medicine win over the plain "taking" after it', () => {
    expect(meds('i stopped taking my metformin last month').map((m) => m.action)).toEqual(['stop']);
    expect(meds('i started taking lisinopril').map((m) => m.action)).toEqual(['start']);
    expect(meds('i take lisinopril').map((m) => m.action)).toEqual(['taking']);
  });
});
