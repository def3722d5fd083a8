import { describe, expect, it } from 'vitest';
import { listIcd10cmEntries } from './icd10cm-table';
import { isExplainedSymptom, listSymptomExplanations } from './symptom-explanations';

/**
 * Rules the curated table must keep so no code is produced outside its context: plans never code anything,
 * encounter codes need the visit's own service, status codes a current state, history codes a history.
 */
describe('curated ICD-10-CM table: context rules', () => {
  const entries = listIcd10cmEntries();
  const zCodes = entries.filter((entry) => entry.code.startsWith('Z'));

  it('lets no follow-up plan or referral produce a code', () => {
    const planKinds = entries.filter((entry) =>
      entry.kinds?.some((kind) => kind === 'followup' || kind === 'referral'),
    );
    expect(planKinds.map((entry) => entry.code)).toEqual([]);
  });

  it('marks every health exam, screening, immunisation and counselling encounter as a service of the visit', () => {
    const encounters = zCodes.filter((entry) =>
      /^Z(0[0-4]|09|1[1-3]|23|30|32|34|39|48|51\.81|71|76\.0)/.test(entry.code),
    );
    expect(encounters.length).toBeGreaterThan(60);
    for (const entry of encounters) {
      expect(entry.use, entry.code).toBe('visit');
      expect(entry.kinds?.includes('exam') ?? true, `${entry.code} must not come from an exam finding`).toBe(false);
    }
  });

  it('names a newborn in every newborn-exam trigger and a routine visit in every general-exam trigger', () => {
    for (const entry of zCodes.filter((e) => e.code.startsWith('Z00.11'))) {
      for (const trigger of entry.triggers) expect(trigger, entry.code).toMatch(/newborn|baby/);
    }
    const generalExam = zCodes.filter((e) => /^Z00\.(00|01|12)/.test(e.code)).flatMap((e) => e.triggers);
    expect(generalExam).not.toContain('physical exam');
    expect(generalExam).not.toContain('two week check');
  });

  it('codes long-term drug use only from a current medicine, and personal history only as history', () => {
    for (const entry of zCodes.filter((e) => e.code.startsWith('Z79'))) {
      expect(entry.use, entry.code).toBe('current');
      expect(entry.kinds, entry.code).toEqual(['medication']);
    }
    for (const entry of zCodes.filter((e) => /^Z(8[5-7]|92)/.test(e.code)))
      expect(entry.context, entry.code).toBe('historical');
  });

  it('codes no oedema for plain swelling and no stroke for a costovertebral angle', () => {
    const edema = entries.filter((entry) => entry.code.startsWith('R60'));
    for (const entry of edema) expect(entry.triggers, entry.code).not.toContain('swelling');
    const stroke = entries.find((entry) => entry.code === 'I63.9');
    expect(stroke?.triggers).not.toContain('cva');
    expect(stroke?.excludes).toContain('cva tenderness');
  });
});

describe('symptom explanations', () => {
  const codes = listIcd10cmEntries().map((entry) => entry.code);

  it('points every rule at symptom codes of our table', () => {
    for (const rule of listSymptomExplanations())
      expect(
        codes.some((code) => code.startsWith(rule.symptom)),
        rule.symptom,
      ).toBe(true);
  });

  it('lets a confirmed diagnosis explain the swelling, oedema, glands and unspecified injury that go with it', () => {
    expect(isExplainedSymptom('R60.0', ['S93.402A'])).toBe(true);
    expect(isExplainedSymptom('R60.0', ['M10.9'])).toBe(true);
    expect(isExplainedSymptom('R22.41', ['L03.115'])).toBe(true);
    expect(isExplainedSymptom('M25.461', ['S83.241A'])).toBe(true);
    expect(isExplainedSymptom('R59.0', ['J02.0'])).toBe(true);
    expect(isExplainedSymptom('S99.912A', ['S93.402A'])).toBe(true);
    expect(isExplainedSymptom('R52', ['M17.11'])).toBe(true);
  });

  it('keeps symptoms an unrelated diagnosis does not explain', () => {
    expect(isExplainedSymptom('R60.0', ['I10'])).toBe(false);
    expect(isExplainedSymptom('R59.0', ['S93.402A'])).toBe(false);
    expect(isExplainedSymptom('S99.912A', ['S62.001A'])).toBe(false);
  });
});
