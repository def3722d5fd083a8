import { describe, expect, it } from 'vitest';
import { levelFromTime, rateData, rateMdm, rateProblems, selectEmCode, type DataElements } from './em-level';

const noData: DataElements = {
  testsOrdered: 0,
  resultsReviewed: 0,
  externalNotesReviewed: 0,
  independentHistorian: false,
  independentInterpretation: false,
  externalDiscussion: false,
};

describe('E/M elements', () => {
  it('rates problems addressed per the AMA table', () => {
    expect(rateProblems(['self-limited'])).toBe('minimal');
    expect(rateProblems(['self-limited', 'self-limited'])).toBe('low');
    expect(rateProblems(['acute-uncomplicated'])).toBe('low');
    expect(rateProblems(['chronic-stable'])).toBe('low');
    expect(rateProblems(['chronic-stable', 'chronic-stable'])).toBe('moderate');
    expect(rateProblems(['chronic-exacerbation'])).toBe('moderate');
    expect(rateProblems(['acute-systemic'])).toBe('moderate');
    expect(rateProblems(['chronic-severe-exacerbation', 'self-limited'])).toBe('high');
    expect(rateProblems([])).toBe('minimal');
  });

  it('rates data by categories', () => {
    expect(rateData(noData)).toBe('minimal');
    expect(rateData({ ...noData, testsOrdered: 1 })).toBe('minimal');
    expect(rateData({ ...noData, testsOrdered: 2 })).toBe('limited');
    expect(rateData({ ...noData, independentHistorian: true })).toBe('limited');
    expect(rateData({ ...noData, testsOrdered: 2, resultsReviewed: 1 })).toBe('moderate');
    expect(rateData({ ...noData, testsOrdered: 2, independentHistorian: true })).toBe('moderate');
    expect(rateData({ ...noData, independentInterpretation: true })).toBe('moderate');
    expect(rateData({ ...noData, testsOrdered: 3, externalDiscussion: true })).toBe('extensive');
  });

  it('takes the level two of three elements meet', () => {
    expect(rateMdm({ problems: 'high', data: 'minimal', risk: 'moderate' })).toBe('moderate');
    expect(rateMdm({ problems: 'moderate', data: 'minimal', risk: 'low' })).toBe('low');
    expect(rateMdm({ problems: 'low', data: 'extensive', risk: 'high' })).toBe('high');
  });
});

describe('selectEmCode (worked cases)', () => {
  it('one self-limited problem, OTC advice: straightforward → 99212 / 99202', () => {
    const elements = { problems: rateProblems(['self-limited']), data: rateData(noData), risk: 'low' as const };
    expect(rateMdm(elements)).toBe('straightforward');
    expect(selectEmCode(elements, { newPatient: false })?.code).toBe('99212');
    expect(selectEmCode(elements, { newPatient: true })?.code).toBe('99202');
  });

  it('two stable chronic illnesses with prescription drug management: moderate → 99214 established', () => {
    const elements = {
      problems: rateProblems(['chronic-stable', 'chronic-stable']),
      data: rateData(noData),
      risk: 'moderate' as const,
    };
    expect(selectEmCode(elements, { newPatient: false })).toEqual({
      code: '99214',
      basis: 'mdm',
      mdm: 'moderate',
      prolongedUnits: 0,
    });
  });

  it('acute uncomplicated illness, two tests ordered, OTC drugs: low → 99213 / 99203', () => {
    const elements = {
      problems: rateProblems(['acute-uncomplicated']),
      data: rateData({ ...noData, testsOrdered: 2 }),
      risk: 'low' as const,
    };
    expect(selectEmCode(elements, { newPatient: false })?.code).toBe('99213');
    expect(selectEmCode(elements, { newPatient: true })?.code).toBe('99203');
  });

  it('threat to life with a decision to hospitalise: high → 99215', () => {
    const elements = { problems: rateProblems(['threat-to-life']), data: rateData(noData), risk: 'high' as const };
    expect(selectEmCode(elements, { newPatient: false })?.code).toBe('99215');
  });

  it('uses total time when it gives the higher level, with prolonged-service units', () => {
    const low = { problems: 'low' as const, data: 'minimal' as const, risk: 'low' as const };
    expect(selectEmCode(low, { newPatient: false, totalMinutes: 32 })).toMatchObject({ code: '99214', basis: 'time' });
    expect(selectEmCode(low, { newPatient: false, totalMinutes: 12 })).toMatchObject({ code: '99213', basis: 'mdm' });
    expect(selectEmCode(low, { newPatient: true, totalMinutes: 77 })).toMatchObject({
      code: '99205',
      prolongedUnits: 1,
    });
    expect(selectEmCode(low, { newPatient: false, totalMinutes: 54 })).toMatchObject({
      code: '99215',
      prolongedUnits: 0,
    });
    expect(levelFromTime(9, false)).toBeNull();
    expect(levelFromTime(45, true)).toBe(2);
  });

  it('suggests nothing when nothing was addressed and no time is stated', () => {
    expect(selectEmCode({ problems: 'minimal', data: 'minimal', risk: 'minimal' }, { newPatient: false })).toBeNull();
  });
});
