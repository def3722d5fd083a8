import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { dropRepeatedShortNames } from './repeated-short-name';

function condition(conceptId: string, term: string, start: number, overrides: Partial<ClinicalFinding> = {}) {
  const finding: ClinicalFinding = {
    kind: 'condition',
    conceptId,
    term,
    surface: term,
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: true,
    attributes: {},
    evidence: [{ start, end: start + term.length, quote: term }],
    ...overrides,
  };
  return finding;
}
const selection = (code: string, ...findings: ClinicalFinding[]) => ({ entry: { code }, findings });
const codesOf = (selections: ReturnType<typeof selection>[]) => selections.map((s) => s.entry.code);

describe('dropRepeatedShortNames', () => {
  const gouty = condition('gouty-arthritis', 'gouty arthritis', 10);

  it('drops the code of a short name that refers back to the disease named in full before it', () => {
    const short = condition('arthritis', 'arthritis', 200);
    const kept = dropRepeatedShortNames([selection('M10.9', gouty), selection('M19.90', short)], [gouty, short]);
    expect(codesOf(kept)).toEqual(['M10.9']);
  });

  it('keeps a short name said before the full one: it may be a disease of its own', () => {
    const short = condition('arthritis', 'arthritis', 2);
    const kept = dropRepeatedShortNames([selection('M10.9', gouty), selection('M19.90', short)], [gouty, short]);
    expect(codesOf(kept)).toEqual(['M10.9', 'M19.90']);
  });

  it('keeps a short name when the full name was denied, not had', () => {
    const denied = condition('gouty-arthritis', 'gouty arthritis', 10, { assertion: 'negated' });
    const short = condition('arthritis', 'arthritis', 200);
    expect(codesOf(dropRepeatedShortNames([selection('M19.90', short)], [denied, short]))).toEqual(['M19.90']);
  });

  it('keeps a code that also rests on a finding of its own', () => {
    const short = condition('arthritis', 'arthritis', 200);
    const knee = condition('knee-arthritis', 'knee osteoarthritis', 300);
    const kept = dropRepeatedShortNames([selection('M19.90', short, knee)], [gouty, short, knee]);
    expect(codesOf(kept)).toEqual(['M19.90']);
  });

  it('keeps a symptom whose name ends like a condition, and codes with no findings', () => {
    const pain = condition('pain', 'arthritis', 200, { kind: 'symptom' });
    expect(codesOf(dropRepeatedShortNames([selection('M25.50', pain), selection('Z00.00')], [gouty, pain]))).toEqual([
      'M25.50',
      'Z00.00',
    ]);
  });
});
