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
    expect(matchProcedure(procedure('Cerumen removal', 'removed impacted cerumen with curette'))?.procedure.code).toBe('69210');
    expect(matchProcedure(procedure('Pulse oximetry'))).toBeNull();
    expect(matchProcedure({ ...procedure('Rapid strep test'), assertion: 'negated' })).toBeNull();
    expect(matchProcedure(procedure('Rapid strep test', 'rapid strep test', 'medication'))).toBeNull();
  });
});
