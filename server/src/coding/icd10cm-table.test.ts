import { describe, expect, it } from 'vitest';
import { createReadStats, readIcd10cmFile, type Icd10cmRecord } from './icd10cm-file-parser';
import { findIcd10cmByConcept, findIcd10cmEntry, listIcd10cmEntries } from './icd10cm-table';
import { hasOrderFile, ICD10CM_ORDER_FILE, missingMessage } from './shared-files.fixture';

/**
 * The copy of the April 2025 order file in ../shared cuts long descriptions at 100 characters. Where it does,
 * our (full official) description must begin with the file's text; everywhere else it must match exactly.
 */
const FILE_DESCRIPTION_LIMIT = 98;

describe('curated ICD-10-CM table', () => {
  const entries = listIcd10cmEntries();

  it('holds at least 1,000 codes, none twice', () => {
    expect(entries.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
  });

  it('gives every entry triggers that survive normalisation', () => {
    for (const entry of entries) {
      expect(entry.compiledTriggers.length, entry.code).toBeGreaterThan(0);
    }
  });

  it('looks codes up with or without the dot, and by concept id', () => {
    expect(findIcd10cmEntry('J069')?.description).toBe('Acute upper respiratory infection, unspecified');
    expect(findIcd10cmEntry('i10')?.code).toBe('I10');
    expect(findIcd10cmByConcept('essential-hypertension').map((e) => e.code)).toEqual(['I10']);
    expect(findIcd10cmEntry('J06')).toBeUndefined();
  });

  it.skipIf(!hasOrderFile)(
    hasOrderFile
      ? 'matches the official FY2025 order file: every code exists, is billable and has its official description'
      : missingMessage(ICD10CM_ORDER_FILE),
    async () => {
      const official = new Map<string, Icd10cmRecord>();
      for await (const record of readIcd10cmFile(ICD10CM_ORDER_FILE, createReadStats()))
        official.set(record.code, record);
      expect(official.size).toBeGreaterThan(90_000);
      const problems: string[] = [];
      for (const entry of entries) {
        const record = official.get(entry.code);
        if (!record) problems.push(`${entry.code} is not in the file`);
        else if (!record.billable) problems.push(`${entry.code} is not billable`);
        else if (record.description.length >= FILE_DESCRIPTION_LIMIT) {
          if (!entry.description.startsWith(record.description)) problems.push(`${entry.code} description differs`);
        } else if (record.description !== entry.description)
          problems.push(`${entry.code}: "${entry.description}" ≠ "${record.description}"`);
      }
      expect(problems).toEqual([]);
    },
  );
});
