import { describe, expect, it } from 'vitest';
import { normaliseCode, scoreCandidate, searchCuratedCodes } from './code-search';

describe('curated code search', () => {
  it('ranks an exact code, then code prefixes, then words', () => {
    expect(searchCuratedCodes('ICD-10-CM', 'J06.9', 3)[0]?.code).toBe('J06.9');
    expect(searchCuratedCodes('ICD-10-CM', 'j069', 1)[0]?.code).toBe('J06.9');
    const prefix = searchCuratedCodes('ICD-10-CM', 'M17', 10).map((r) => r.code);
    expect(prefix.every((code) => code.startsWith('M17'))).toBe(true);
    expect(searchCuratedCodes('ICD-10-CM', 'pink eye', 5).map((r) => r.code)).toContain('H10.30');
  });

  it('finds by lay synonyms and word starts, with billable set for ICD-10-CM', () => {
    expect(searchCuratedCodes('ICD-10-CM', 'high blood pressure', 3)[0]).toEqual({
      system: 'ICD-10-CM',
      code: 'I10',
      description: 'Essential (primary) hypertension',
      billable: true,
    });
    expect(searchCuratedCodes('CPT', 'neb', 5).map((r) => r.code)).toContain('94640');
    expect(searchCuratedCodes('CPT', '9921', 10).map((r) => r.code)).toEqual([
      '99211',
      '99212',
      '99213',
      '99214',
      '99215',
    ]);
    expect(searchCuratedCodes('CPT', 'pulse oximetry', 5)).toEqual([]);
    expect(searchCuratedCodes('ICD-11', 'hypertension', 5).map((r) => r.code)).toContain('BA00');
  });

  it('scores a non-match as zero and normalises codes per system', () => {
    expect(scoreCandidate('zebra', { code: 'I10', description: 'Essential (primary) hypertension' })).toBe(0);
    expect(normaliseCode('ICD-10-CM', ' e119 ')).toBe('E11.9');
    expect(normaliseCode('ICD-11', 'ba00')).toBe('BA00');
  });
});
