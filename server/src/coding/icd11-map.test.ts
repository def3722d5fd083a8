import { describe, expect, it } from 'vitest';
import { findIcd10cmEntry } from './icd10cm-table';
import { findIcd11, listIcd11Mappings, mapToIcd11 } from './icd11-map';

describe('ICD-11 mappings', () => {
  const mappings = listIcd11Mappings();

  it('maps only codes of our curated ICD-10-CM table', () => {
    const missing = mappings.flatMap((m) => m.icd10cm.filter((code) => !findIcd10cmEntry(code)));
    expect(missing).toEqual([]);
  });

  it('lists each ICD-11 code once, with a title', () => {
    expect(new Set(mappings.map((m) => m.icd11)).size).toBe(mappings.length);
    for (const mapping of mappings) expect(mapping.title.trim()).toBe(mapping.title);
  });

  it('finds the ICD-11 equivalent of an ICD-10-CM code and nothing for an unmapped one', () => {
    expect(mapToIcd11('I10')).toMatchObject({ icd11: 'BA00', title: 'Essential hypertension' });
    expect(mapToIcd11('J069')?.icd11).toBe('CA07.0');
    expect(mapToIcd11('S93.401A')).toBeUndefined();
    expect(findIcd11('ca22.0')?.title).toBe('Chronic obstructive pulmonary disease with acute exacerbation, unspecified');
  });
});
