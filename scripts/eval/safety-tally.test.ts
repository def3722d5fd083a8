import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../../server/src/engines/note/note.engine';
import { parseLabelFile } from './safety-labels';
import { emptyTally, scoreEncounter } from './safety-tally';

const note = (assessment: string): NoteResult => ({
  subjective: 'The patient presents with a burn of the right forearm.',
  objective: '',
  assessment,
  plan: '',
  codeSuggestions: [{ type: 'ICD-10', code: 'T22.011A', description: 'Burn of right forearm', confidence: 0.7 }],
  statements: [],
  chiefComplaint: null,
  engine: { id: 'builtin', version: 'test' },
});

const labelsOf = (extra: Record<string, unknown>) =>
  parseLabelFile({
    source: 'x.csv',
    idColumn: 'id',
    encounters: [{ id: '1', assessed: [{ problem: 'burn', icd10: ['T22.011A'] }], planSaid: false, ...extra }],
  }).encounters[0]!;

describe('scoreEncounter', () => {
  it('expects an Assessment where the clinician assessed aloud', () => {
    const tally = emptyTally();
    expect(scoreEncounter(tally, note(''), labelsOf({}))).toContain('empty assessment or plan');
    expect([tally.assessedVisits, tally.visitsWithAP, tally.found]).toEqual([1, 0, 1]);
  });

  it('counts a history-only excerpt for its codes but expects no Assessment', () => {
    const tally = emptyTally();
    expect(scoreEncounter(tally, note(''), labelsOf({ assessmentSaid: false }))).toEqual([]);
    expect([tally.assessedVisits, tally.visitsWithAP, tally.found]).toEqual([0, 0, 1]);
  });
});
