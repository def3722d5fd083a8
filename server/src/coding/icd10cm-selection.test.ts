import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { selectIcd10cmCodes } from './icd10cm-selection';

function finding(overrides: Partial<ClinicalFinding>): ClinicalFinding {
  return {
    kind: 'condition',
    conceptId: 'congestive-heart-failure',
    term: 'congestive heart failure',
    surface: 'heart failure',
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: true,
    attributes: {},
    evidence: [{ start: 100, end: 140, quote: 'for your heart failure' }],
    ...overrides,
  };
}

const heartFailure = finding({});
const bloating = (overrides: Partial<ClinicalFinding> = {}) =>
  finding({
    kind: 'symptom',
    conceptId: 'bloating',
    term: 'bloating',
    surface: 'bloated',
    speaker: 'patient',
    inAssessment: false,
    evidence: [{ start: 10, end: 40, quote: 'i feel bloated every once in a while' }],
    ...overrides,
  });
const lightheaded = (overrides: Partial<ClinicalFinding> = {}) =>
  finding({
    kind: 'symptom',
    conceptId: 'lightheadedness',
    term: 'lightheadedness',
    surface: 'lightheaded',
    speaker: 'doctor',
    inAssessment: false,
    evidence: [{ start: 50, end: 80, quote: 'you said you felt lightheaded' }],
    ...overrides,
  });

const codesOf = (...args: Parameters<typeof selectIcd10cmCodes>) =>
  selectIcd10cmCodes(...args).map((selection) => selection.entry.code);

describe('symptom codes beside a diagnosis', () => {
  it('drops a complaint only the patient voiced in passing when a diagnosis was made', () => {
    expect(codesOf([heartFailure, bloating()])).toEqual(['I50.9']);
  });

  it('keeps the same complaint when no diagnosis was made: it is what the visit is about', () => {
    expect(codesOf([bloating()])).toEqual(['R14.0']);
  });

  it('keeps a non-R complaint the clinician named, and any complaint the clinician assessed', () => {
    const knee = finding({
      kind: 'symptom',
      conceptId: 'knee-pain',
      term: 'knee pain',
      surface: 'knee pain',
      inAssessment: false,
      evidence: [{ start: 0, end: 30, quote: 'here for right knee pain' }],
    });
    expect(codesOf([heartFailure, knee])).toContain('M25.569');
    expect(codesOf([heartFailure, bloating({ inAssessment: true })])).toContain('R14.0');
  });

  it('keeps a complaint the patient voiced when it is what brought them or a problem of the plan', () => {
    const knee = finding({
      kind: 'symptom',
      conceptId: 'knee-pain',
      term: 'knee pain',
      surface: 'knee pain',
      speaker: 'patient',
      inAssessment: false,
      evidence: [{ start: 0, end: 30, quote: 'my knee has been hurting' }],
    });
    expect(codesOf([heartFailure, knee])).toEqual(['I50.9']);
    expect(codesOf([heartFailure, knee], { complaintSpans: [{ start: 5, end: 25 }] })).toContain('M25.569');
    expect(codesOf([heartFailure, knee], { assessedConcepts: ['knee-pain'] })).toContain('M25.569');
  });

  it('drops a sign or symptom code nobody took up, even when the clinician said it', () => {
    expect(codesOf([heartFailure, lightheaded()])).toEqual(['I50.9']);
  });

  it('keeps it when it is a problem of the plan or the complaint that brought the patient', () => {
    expect(codesOf([heartFailure, lightheaded()], { assessedConcepts: ['lightheadedness'] })).toContain('R42');
    expect(codesOf([heartFailure, lightheaded()], { complaintSpans: [{ start: 55, end: 70 }] })).toContain('R42');
    expect(codesOf([heartFailure, lightheaded()], { complaintSpans: [{ start: 0, end: 50 }] })).not.toContain('R42');
  });

  it('lets a kidney stone account for the back pain it causes', () => {
    const stone = finding({ conceptId: 'kidney-stones', term: 'kidney stones', surface: 'kidney stones' });
    const back = finding({
      kind: 'symptom',
      conceptId: 'back-pain',
      term: 'back pain',
      surface: 'back pain',
      evidence: [{ start: 0, end: 20, quote: 'for your back pain' }],
    });
    expect(codesOf([stone, back])).toEqual(['N20.0']);
    expect(codesOf([back])).toEqual(['M54.9']);
  });

  it('drops osteoarthritis of no stated site beside the same disease coded at the knee', () => {
    const said = (conceptId: string, quote: string) =>
      finding({ conceptId, term: conceptId, surface: conceptId, evidence: [{ start: 0, end: quote.length, quote }] });
    const codes = codesOf([
      said('osteoarthritis', 'the images show degenerative osteoarthritis'),
      { ...said('arthritis', 'you have arthritis in this knee'), attributes: { site: 'knee', laterality: 'right' } },
    ]);
    expect(codes).toContain('M17.11');
    expect(codes).not.toContain('M19.90');
  });

  it('leaves a test finding nobody took up uncoded beside the visit’s diagnoses, and codes it when assessed', () => {
    const regurgitation = finding({
      conceptId: 'mitral-regurgitation',
      term: 'mitral regurgitation',
      surface: 'mitral regurgitation',
      inAssessment: false,
      evidence: [{ start: 200, end: 260, quote: 'the echo shows that you have some moderate mitral regurgitation' }],
    });
    expect(codesOf([heartFailure, regurgitation])).toEqual(['I50.9']);
    expect(codesOf([regurgitation])).toEqual(['I34.0']);
    expect(codesOf([heartFailure, regurgitation], { assessedConcepts: ['mitral-regurgitation'] })).toContain('I34.0');
    const said = { ...regurgitation, evidence: [{ start: 200, end: 240, quote: 'you have mitral regurgitation' }] };
    expect(codesOf([heartFailure, said])).toContain('I34.0');
  });

  it('keeps the R code of an abnormal finding the clinician names in two sentences, not of one named once', () => {
    const hepatomegaly = (quotes: string[]) =>
      finding({
        conceptId: 'hepatomegaly',
        term: 'hepatomegaly',
        surface: 'hepatomegaly',
        inAssessment: false,
        evidence: quotes.map((quote, k) => ({ start: 200 + 100 * k, end: 200 + 100 * k + quote.length, quote })),
      });
    const written = ['I feel a slight hepatomegaly here.', 'The hepatomegaly means your liver is enlarged.'];
    const spoken = written.map((quote) => quote.toLowerCase().replace(/[.,]/g, ''));
    for (const quotes of [written, spoken]) {
      const codes = (found: ClinicalFinding) =>
        selectIcd10cmCodes([heartFailure, found]).map((selection) => selection.entry.code);
      expect(codes(hepatomegaly(quotes))).toContain('R16.0');
      expect(codes(hepatomegaly(quotes.slice(0, 1)))).not.toContain('R16.0');
    }
  });

  it('keeps the R code of an abnormal finding the clinician heads a problem with ("under abnormal liver enzymes")', () => {
    const enzymes = (quote: string) =>
      finding({
        conceptId: 'abnormal-liver-enzymes',
        term: 'abnormal liver enzymes',
        surface: 'abnormal liver enzymes',
        inAssessment: false,
        evidence: [{ start: 300, end: 300 + quote.length, quote }],
      });
    const codes = (found: ClinicalFinding) =>
      selectIcd10cmCodes([heartFailure, found]).map((selection) => selection.entry.code);
    expect(codes(enzymes('So, under the plan, under abnormal liver enzymes, we will repeat them.'))).toContain(
      'R74.01',
    );
    expect(codes(enzymes('so under the plan under abnormal liver enzymes we will repeat them'))).toContain('R74.01');
    expect(codes(enzymes('he said i had abnormal liver enzymes once'))).not.toContain('R74.01');
  });
});
