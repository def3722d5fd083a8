import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { suggestCodes } from './code-suggester';

function finding(overrides: Partial<ClinicalFinding>): ClinicalFinding {
  return {
    kind: 'condition',
    conceptId: 'test-concept',
    term: '',
    surface: '',
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: false,
    attributes: {},
    evidence: [{ start: 0, end: 10, quote: 'evidence' }],
    ...overrides,
  };
}

const codesOf = (type: string, findings: ClinicalFinding[]) =>
  suggestCodes(findings, {})
    .filter((s) => s.type === type)
    .map((s) => s.code);

describe('suggestCodes: assertions', () => {
  it('codes a present diagnosis, by concept id or by our synonyms', () => {
    expect(
      codesOf('ICD-10', [finding({ conceptId: 'essential-hypertension', term: 'Essential hypertension' })]),
    ).toEqual(['I10']);
    expect(
      codesOf('ICD-10', [finding({ conceptId: 'unknown', term: 'Hypertension', surface: 'high blood pressure' })]),
    ).toEqual(['I10']);
  });

  it('never codes a negated, hypothetical or family finding as a current problem', () => {
    for (const assertion of ['negated', 'hypothetical', 'family'] as const) {
      const codes = codesOf('ICD-10', [finding({ term: 'Hypertension', surface: 'high blood pressure', assertion })]);
      expect(codes).not.toContain('I10');
    }
    expect(
      codesOf('ICD-10', [finding({ kind: 'symptom', term: 'Cough', surface: 'no cough', assertion: 'negated' })]),
    ).toEqual([]);
  });

  it('turns a family finding into a family-history Z code and a historical one into a personal-history Z code', () => {
    expect(
      codesOf('ICD-10', [finding({ term: 'Diabetes mellitus', surface: 'mother has diabetes', assertion: 'family' })]),
    ).toEqual(['Z83.3']);
    expect(
      codesOf('ICD-10', [
        finding({ term: 'Kidney stone', surface: 'had kidney stones years ago', assertion: 'historical' }),
      ]),
    ).toEqual(['Z87.442']);
    // A historical chronic disease without a personal-history code is not coded at all.
    expect(
      codesOf('ICD-10', [
        finding({ term: 'Hypertension', surface: 'used to have high blood pressure', assertion: 'historical' }),
      ]),
    ).toEqual([]);
  });

  it('codes a confirmed diagnosis and never an uncertain one (outpatient guideline IV.H)', () => {
    const sure = suggestCodes([finding({ term: 'Pneumonia', surface: 'pneumonia', inAssessment: true })], {});
    const unsure = suggestCodes(
      [finding({ term: 'Pneumonia', surface: 'possible pneumonia', assertion: 'uncertain', inAssessment: true })],
      {},
    );
    const conf = (list: typeof sure) => list.find((s) => s.code === 'J18.9')?.confidence ?? 0;
    expect(conf(sure)).toBeGreaterThan(0);
    expect(conf(unsure)).toBe(0);
  });
});

describe('suggestCodes: specificity and guideline rules', () => {
  it('picks the code for the stated side, and the unspecified-side code when none is stated', () => {
    const ankle = (extra: Partial<ClinicalFinding>) =>
      codesOf('ICD-10', [finding({ term: 'Ankle sprain', surface: 'sprained ankle', ...extra })]);
    expect(ankle({ attributes: { laterality: 'left' } })).toEqual(['S93.402A']);
    expect(ankle({ surface: 'sprained her right ankle' })).toEqual(['S93.401A']);
    expect(ankle({})).toEqual(['S93.409A']);
    expect(codesOf('ICD-10', [finding({ term: 'Otitis media', surface: 'ear infection in both ears' })])).toEqual([
      'H66.93',
    ]);
    // No bilateral knee-pain code exists: both sides are coded.
    expect(
      codesOf('ICD-10', [finding({ kind: 'symptom', term: 'Knee pain', surface: 'both knees hurt' })]).sort(),
    ).toEqual(['M25.561', 'M25.562']);
  });

  it('prefers the more specific code the words support', () => {
    expect(
      codesOf('ICD-10', [
        finding({
          term: 'Type 2 diabetes',
          surface: 'diabetes is poorly controlled',
          attributes: { control: 'uncontrolled' },
        }),
      ]),
    ).toEqual(['E11.65']);
    expect(codesOf('ICD-10', [finding({ term: 'Sinusitis', surface: 'chronic sinusitis' })])).toEqual(['J32.9']);
    expect(
      codesOf('ICD-10', [
        finding({ term: 'Asthma' }),
        finding({ conceptId: 'asthma-exacerbation', term: 'Asthma exacerbation' }),
      ]),
    ).toEqual(['J45.901']);
  });

  it('drops symptom codes a confirmed diagnosis explains; a suspected one is not coded, its symptoms are', () => {
    const symptoms = [
      finding({ kind: 'symptom', term: 'Sore throat', surface: 'sore throat', speaker: 'patient' }),
      finding({ kind: 'symptom', term: 'Fever', surface: 'fever', speaker: 'patient' }),
    ];
    const confirmed = codesOf('ICD-10', [
      ...symptoms,
      finding({ term: 'Strep throat', surface: 'strep throat', inAssessment: true }),
    ]);
    expect(confirmed).toEqual(['J02.0']);
    const suspected = codesOf('ICD-10', [
      ...symptoms,
      finding({ term: 'Strep throat', surface: 'probably strep', assertion: 'uncertain', inAssessment: true }),
    ]);
    expect(suspected).toEqual(['R07.0', 'R50.9']);
  });

  it('does not code a vaccine or exposure mention as the disease', () => {
    const codes = codesOf('ICD-10', [
      finding({ kind: 'procedure', term: 'Influenza vaccine', surface: 'flu shot today' }),
    ]);
    expect(codes).toEqual(['Z23']);
    expect(codesOf('ICD-10', [finding({ term: 'COVID-19', surface: 'covid exposure at work' })])).toEqual(['Z20.822']);
  });
});

describe('suggestCodes: confidence, ICD-11 and CPT', () => {
  it('weighs the clinician assessment above a patient guess and sorts by confidence', () => {
    const list = suggestCodes(
      [
        finding({ term: 'Migraine', surface: 'I think it is a migraine', speaker: 'patient' }),
        finding({ term: 'Gastroesophageal reflux disease', surface: 'acid reflux', inAssessment: true }),
      ],
      {},
    );
    const icd = list.filter((s) => s.type === 'ICD-10');
    expect(icd.map((s) => s.code)).toEqual(['K21.9', 'G43.909']);
    expect(list.map((s) => s.confidence)).toEqual([...list.map((s) => s.confidence)].sort((a, b) => b - a));
    for (const s of list) {
      expect(s.confidence).toBeGreaterThan(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('adds the ICD-11 equivalent with WHO title and an E/M level from the findings', () => {
    const list = suggestCodes(
      [
        finding({ term: 'Hypertension', inAssessment: true }),
        finding({ term: 'Type 2 diabetes', inAssessment: true }),
        finding({ kind: 'medication', conceptId: 'lisinopril', term: 'Lisinopril', surface: 'continue lisinopril' }),
      ],
      { newPatient: false },
    );
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'ICD-11', code: 'BA00', description: 'Essential hypertension' }),
      ]),
    );
    expect(list.filter((s) => s.type === 'CPT').map((s) => s.code)).toEqual(['99214']);
  });

  it('suggests in-office procedures with vaccine administration, never bundled pulse oximetry', () => {
    const list = suggestCodes(
      [
        finding({ kind: 'procedure', term: 'Rapid strep test', surface: 'rapid strep was positive' }),
        finding({ kind: 'procedure', term: 'Influenza vaccine', surface: 'flu shot' }),
        finding({ kind: 'procedure', term: 'Tdap', surface: 'tdap vaccine' }),
        finding({ kind: 'procedure', term: 'Pulse oximetry', surface: 'pulse ox 98 percent' }),
      ],
      { totalMinutes: 25 },
    );
    const cpt = list.filter((s) => s.type === 'CPT').map((s) => s.code);
    expect(cpt).toEqual(expect.arrayContaining(['87880', '90656', '90715', '90471', '90472', '99213']));
    expect(cpt).not.toContain('94760');
  });

  it('caps each type', () => {
    const many = [
      'Hypertension',
      'Asthma',
      'Migraine',
      'Gout',
      'Acne',
      'Psoriasis',
      'Hypothyroidism',
      'Insomnia',
      'Constipation',
      'Obesity',
      'Anemia',
    ];
    const list = suggestCodes(
      many.map((term, i) => finding({ conceptId: `c${i}`, term })),
      {},
    );
    expect(list.filter((s) => s.type === 'ICD-10').length).toBeLessThanOrEqual(8);
  });
});

describe('suggestCodes: evidence', () => {
  it('gives a diagnosis code, and its ICD-11 twin, the quotes of the findings it rests on, in transcript order', () => {
    const said = (start: number, quote: string) => ({ start, end: start + quote.length, quote });
    const suggestions = suggestCodes(
      [
        finding({
          term: 'Hypertension',
          surface: 'high blood pressure',
          evidence: [said(40, 'my blood pressure is high')],
        }),
        finding({
          conceptId: 'essential-hypertension',
          term: 'Essential hypertension',
          evidence: [said(5, 'hypertension')],
        }),
      ],
      {},
    );
    const icd10 = suggestions.find((suggestion) => suggestion.code === 'I10');
    expect(icd10?.evidence?.map((span) => span.quote)).toEqual(['hypertension', 'my blood pressure is high']);
    const icd11 = suggestions.find((suggestion) => suggestion.type === 'ICD-11');
    expect(icd11?.evidence).toEqual(icd10?.evidence);
    // A visit-level E/M code rests on the whole visit, not on one quote.
    expect(suggestions.filter((suggestion) => suggestion.type === 'CPT').every((s) => !s.evidence)).toBe(true);
  });
});
