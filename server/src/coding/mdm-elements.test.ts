import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { deriveMdmElements, deriveRisk, isOtcMedication } from './mdm-elements';

let counter = 0;
function finding(overrides: Partial<ClinicalFinding>): ClinicalFinding {
  counter += 1;
  return {
    kind: 'condition',
    conceptId: `concept-${counter}`,
    term: '',
    surface: '',
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: true,
    attributes: {},
    evidence: [{ start: 0, end: 1, quote: 'x' }],
    ...overrides,
  };
}

describe('deriveMdmElements', () => {
  it('one self-limited problem with OTC advice → minimal problems, low risk', () => {
    const { problems, elements } = deriveMdmElements(
      [
        finding({ term: 'Common cold' }),
        finding({ kind: 'medication', term: 'Acetaminophen', surface: 'tylenol as needed', inAssessment: false }),
      ],
      {},
    );
    expect(problems).toEqual(['self-limited']);
    expect(elements).toEqual({ problems: 'minimal', data: 'minimal', risk: 'low' });
  });

  it('two stable chronic illnesses with prescription management → moderate problems and risk', () => {
    const { problems, elements } = deriveMdmElements(
      [
        finding({ term: 'Hypertension' }),
        finding({ term: 'Hyperlipidemia', surface: 'high cholesterol' }),
        finding({ kind: 'medication', term: 'Atorvastatin', surface: 'refill atorvastatin' }),
      ],
      {},
    );
    expect(problems).toEqual(['chronic-stable', 'chronic-stable']);
    expect(elements).toMatchObject({ problems: 'moderate', risk: 'moderate' });
  });

  it('reads exacerbation and systemic symptoms from the words', () => {
    expect(
      deriveMdmElements([finding({ term: 'Type 2 diabetes', surface: 'diabetes is worse, sugars uncontrolled' })], {})
        .problems,
    ).toEqual(['chronic-exacerbation']);
    expect(
      deriveMdmElements(
        [
          finding({ term: 'Acute sinusitis' }),
          finding({ kind: 'symptom', term: 'Fever', surface: 'fever and chills', inAssessment: false }),
        ],
        {},
      ).problems,
    ).toEqual(['acute-systemic']);
    expect(deriveMdmElements([finding({ term: 'Wrist fracture', surface: 'broken wrist' })], {}).problems).toEqual([
      'acute-complicated-injury',
    ]);
    expect(
      deriveMdmElements([finding({ term: 'Possible appendicitis', assertion: 'uncertain' })], {}).problems,
    ).toEqual(['undiagnosed-uncertain']);
  });

  it('counts unique tests ordered, results reviewed and the encounter facts for data', () => {
    const { data, elements } = deriveMdmElements(
      [
        finding({ kind: 'order', conceptId: 'cbc', term: 'CBC', inAssessment: false }),
        finding({ kind: 'order', conceptId: 'cbc', term: 'CBC', inAssessment: false }),
        finding({ kind: 'order', conceptId: 'cmp', term: 'Comprehensive metabolic panel', inAssessment: false }),
        finding({
          kind: 'result',
          conceptId: 'a1c',
          term: 'Hemoglobin A1c',
          surface: 'a1c was 8.2',
          inAssessment: false,
        }),
        finding({ kind: 'referral', conceptId: 'cardiology', term: 'Cardiology referral', inAssessment: false }),
      ],
      { independentHistorian: true },
    );
    expect(data).toMatchObject({ testsOrdered: 2, resultsReviewed: 1, independentHistorian: true });
    expect(elements.data).toBe('moderate');
  });

  it('ignores problems only the patient raised and nobody addressed', () => {
    const { problems } = deriveMdmElements(
      [finding({ term: 'Migraine', speaker: 'patient', inAssessment: false })],
      {},
    );
    expect(problems).toEqual([]);
  });
});

describe('deriveRisk', () => {
  it('hospitalisation is high risk; prescription drugs moderate; OTC drugs or procedures low', () => {
    expect(
      deriveRisk([
        finding({ kind: 'referral', term: 'Emergency department', surface: 'sending you to the emergency department' }),
      ]),
    ).toBe('high');
    expect(deriveRisk([finding({ kind: 'medication', term: 'Amoxicillin' })])).toBe('moderate');
    expect(deriveRisk([finding({ kind: 'medication', term: 'Ibuprofen' })])).toBe('low');
    expect(deriveRisk([finding({ kind: 'procedure', term: 'Cerumen removal' })])).toBe('low');
    expect(deriveRisk([finding({ kind: 'medication', term: 'Amoxicillin', assertion: 'negated' })])).toBe('minimal');
    expect(isOtcMedication(finding({ kind: 'medication', term: 'Loratadine' }))).toBe(true);
  });
});
