import { describe, expect, it } from 'vitest';
import type { Assertion, ClinicalFinding } from './clinical-finding';
import { codeRoleOf, gateFindings, roleOfIcd10cmCode } from './code-gate';
import { suggestCodes } from './code-suggester';

function finding(overrides: Partial<ClinicalFinding>): ClinicalFinding {
  return {
    kind: 'condition',
    conceptId: 'pneumonia',
    term: 'Pneumonia',
    surface: 'pneumonia',
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: true,
    attributes: {},
    evidence: [{ start: 0, end: 20, quote: 'this is a pneumonia' }],
    ...overrides,
  };
}

const ecg = (assertion: Assertion) =>
  finding({ kind: 'procedure', conceptId: 'ecg', term: 'ECG', surface: 'ecg', assertion, inAssessment: false });

const codes = (findings: ClinicalFinding[]) => suggestCodes(findings, {}).map((s) => `${s.type} ${s.code}`);

describe('the coder gate', () => {
  it('codes a current problem and a procedure done now in all three code systems', () => {
    const suggested = codes([finding({}), ecg('present')]);
    expect(suggested).toEqual(expect.arrayContaining(['ICD-10 J18.9', 'ICD-11 CA40.Z', 'CPT 93000']));
  });

  for (const assertion of ['negated', 'hypothetical', 'uncertain', 'historical', 'family'] as const) {
    it(`gives no ICD-10-CM, ICD-11 or CPT code for a ${assertion} condition or procedure`, () => {
      const suggested = codes([finding({ assertion }), ecg(assertion)]);
      expect(suggested.filter((code) => /J18|CA40|93000/.test(code))).toEqual([]);
    });
  }

  it('lets the patient’s past and a relative’s illness through only as history codes', () => {
    expect(codeRoleOf({ assertion: 'historical' })).toBe('personal-history');
    expect(codeRoleOf({ assertion: 'family' })).toBe('family-history');
    for (const assertion of ['negated', 'hypothetical', 'uncertain'] as const)
      expect(codeRoleOf({ assertion })).toBeNull();
    expect(gateFindings([finding({ assertion: 'uncertain' }), finding({})])).toHaveLength(1);
    const family = codes([finding({ conceptId: 'x', term: 'diabetes', surface: 'diabetes', assertion: 'family' })]);
    expect(family.filter((code) => code.startsWith('ICD-10'))).toEqual(['ICD-10 Z83.3']);
  });

  it('codes nothing for a relative’s illness that was denied ("no family history of diabetes")', () => {
    expect(codeRoleOf({ assertion: 'family', attributes: { denied: 'true' } })).toBeNull();
    // "My husband has diabetes": no blood relative, so no family history.
    expect(codeRoleOf({ assertion: 'family', attributes: { notKin: 'true' } })).toBeNull();
    const denied = finding({
      term: 'diabetes',
      surface: 'diabetes',
      assertion: 'family',
      attributes: { denied: 'true' },
    });
    expect(codes([denied])).toEqual([]);
  });

  it('reads the role an ICD-10-CM code plays from its category', () => {
    expect(roleOfIcd10cmCode('Z82.49')).toBe('family-history');
    expect(roleOfIcd10cmCode('Z87.01')).toBe('personal-history');
    expect(roleOfIcd10cmCode('J18.9')).toBe('current');
    expect(roleOfIcd10cmCode('Z23')).toBe('current');
  });

  it('codes an examination sign nobody assessed only when no diagnosis was made', () => {
    const murmur = finding({
      kind: 'exam',
      conceptId: 'heart-murmur',
      term: 'Heart murmur',
      surface: 'murmur',
      inAssessment: false,
    });
    expect(codes([murmur])).toContain('ICD-10 R01.1');
    expect(codes([murmur, finding({})])).not.toContain('ICD-10 R01.1');
    expect(codes([{ ...murmur, inAssessment: true }, finding({})])).toContain('ICD-10 R01.1');
  });

  it('does not code a condition named only as what a medicine is for', () => {
    const cad = (quote: string) =>
      finding({
        conceptId: 'coronary-artery-disease',
        term: 'Coronary artery disease',
        surface: 'coronary disease',
        inAssessment: false,
        evidence: [{ start: 0, end: quote.length, quote }],
      });
    expect(codes([cad('that helps with coronary disease as well')])).not.toContain('ICD-10 I25.10');
    expect(codes([cad('you have coronary disease')])).toContain('ICD-10 I25.10');
  });

  it('codes a condition said as removed as the patient’s past, and a planned removal as current', () => {
    const said = (quote: string, surface: string) =>
      finding({
        conceptId: 'x',
        term: surface,
        surface,
        inAssessment: false,
        evidence: [{ start: 0, end: quote.length, quote }],
      });
    expect(codeRoleOf(said('they removed a cataract from my eye', 'cataract'))).toBe('personal-history');
    expect(codeRoleOf(said('she had her skin cancer removed in May', 'skin cancer'))).toBe('personal-history');
    expect(codeRoleOf(said("after her cataract surgery she's fine", 'cataract'))).toBe('personal-history');
    expect(codeRoleOf(said("we'll get that cataract removed next month", 'cataract'))).toBe('current');
    expect(codeRoleOf(said('you have a cataract in the left eye', 'cataract'))).toBe('current');
    const removed = codes([said('they removed a cataract from my eye', 'cataract')]);
    expect(removed.filter((code) => code.startsWith('ICD-10 H25'))).toEqual([]);
    const skin = codes([said('she had her skin cancer removed in May', 'skin cancer')]);
    expect(skin).toContain('ICD-10 Z85.828');
    expect(skin.filter((code) => /ICD-10 C4/.test(code))).toEqual([]);
  });
});
