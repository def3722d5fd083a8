import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { findCptProcedure, listCptProcedures, matchProcedure } from './cpt-procedures';

const procedure = (term: string, surface = term, kind: ClinicalFinding['kind'] = 'procedure'): ClinicalFinding => ({
  kind,
  conceptId: term,
  term,
  surface,
  assertion: 'present',
  match: 'exact',
  speaker: 'doctor',
  inAssessment: false,
  attributes: {},
  evidence: [],
});

describe('CPT procedure table', () => {
  it('lists each code once with our own label and triggers', () => {
    const procedures = listCptProcedures();
    expect(procedures.length).toBeGreaterThanOrEqual(60);
    expect(new Set(procedures.map((p) => p.code)).size).toBe(procedures.length);
    expect(findCptProcedure('94760')?.separatelyBillable).toBe(false);
  });

  it('matches the most specific procedure and ignores bundled or unperformed ones', () => {
    expect(matchProcedure(procedure('Spirometry', 'spirometry with bronchodilator'))?.procedure.code).toBe('94060');
    expect(matchProcedure(procedure('Spirometry'))?.procedure.code).toBe('94010');
    expect(matchProcedure(procedure('COVID and flu test', 'covid and flu test'))?.procedure.code).toBe('87428');
    expect(matchProcedure(procedure('Cerumen removal', 'removed impacted cerumen with curette'))?.procedure.code).toBe(
      '69210',
    );
    expect(matchProcedure(procedure('Pulse oximetry'))).toBeNull();
    expect(matchProcedure({ ...procedure('Rapid strep test'), assertion: 'negated' })).toBeNull();
    expect(matchProcedure(procedure('Rapid strep test', 'rapid strep test', 'medication'))).toBeNull();
  });

  it('matches a test only when performed here: not a result read out, sent out or reported by the patient', () => {
    const saying = (finding: ClinicalFinding, quote: string): ClinicalFinding => ({
      ...finding,
      evidence: [{ start: 0, end: quote.length, quote }],
    });
    expect(matchProcedure(saying(procedure('Hemoglobin A1c', 'a1c', 'result'), 'Your a1c is 7.2.'))).toBeNull();
    expect(
      matchProcedure(saying(procedure('Hemoglobin A1c', 'a1c', 'order'), 'We will send an a1c to the lab.')),
    ).toBeNull();
    expect(
      matchProcedure(saying(procedure('Hemoglobin A1c', 'a1c', 'result'), 'Point of care a1c today is 7.2.'))?.procedure
        .code,
    ).toBe('83036');
    expect(
      matchProcedure(saying(procedure('Rapid strep test', 'rapid strep', 'result'), 'The rapid strep is positive.'))
        ?.procedure.code,
    ).toBe('87880');
    expect(
      matchProcedure(saying(procedure('Rapid strep test', 'strep test', 'result'), 'The strep test is positive.')),
    ).toBeNull();
    expect(matchProcedure({ ...procedure('Tetanus shot'), speaker: 'patient' })).toBeNull();
    const pointOfCare = listCptProcedures()
      .filter((p) => p.pointOfCare)
      .map((p) => p.code);
    expect(pointOfCare.sort()).toEqual(['87428', '87804', '87807', '87811', '87880']);
  });
});
