import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadStats, readIcd10cmFile } from '../../coding/icd10cm-file-parser';
import { readCptDescriptorFile } from '../../coding/cpt-descriptor-parser';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { CodesImportService } from './codes-import.service';
import { CodesRepository } from './codes.repository';
import { CodesService } from './codes.service';

const pad = (text: string, width: number) => text.padEnd(width, ' ');
const orderLine = (n: number, code: string, billable: 0 | 1, long: string) =>
  `${String(n).padStart(5, '0')} ${pad(code, 7)} ${billable} ${pad(long.slice(0, 60), 60)} ${long}`;

/** Hand-written order-file sample: a header, billable codes in and out of our curated table. */
const SAMPLE = [
  orderLine(1, 'J06', 0, 'Acute upper respiratory infections of multiple and unspecified sites'),
  orderLine(2, 'J060', 1, 'Acute laryngopharyngitis'),
  orderLine(3, 'J069', 1, 'Acute upper respiratory infection, unspecified'),
  orderLine(4, 'L988', 1, 'Other specified disorders of the skin and subcutaneous tissue'),
  orderLine(5, 'Z9989', 1, 'Dependence on other enabling machines and devices'),
].join('\n');

function writeTemp(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'codes-int-')), name);
  writeFileSync(file, content);
  return file;
}

describe('codes service and repository', () => {
  let db: TestDatabase;
  let repository: CodesRepository;
  let service: CodesService;
  let importer: CodesImportService;

  beforeAll(async () => {
    db = await createTestDatabase();
    repository = new CodesRepository(db.db);
    service = new CodesService(repository);
    importer = new CodesImportService(repository);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('searches the curated tables when nothing is imported', async () => {
    const results = await service.search({ system: 'ICD-10-CM', q: 'high blood pressure', limit: 5 });
    expect(results[0]).toMatchObject({ code: 'I10', billable: true });
    expect(await service.isKnownCode('ICD-10', 'L98.8')).toBe(false);
    expect(await service.isKnownCode('ICD-10', 'j069')).toBe(true);
    expect(await service.isKnownCode('ICD-10', 'Q99.99')).toBe(false);
  });

  it('imports an order file in batches, inserting dots, and merges it into search', async () => {
    const stats = createReadStats();
    const result = await importer.importIcd10cm(
      readIcd10cmFile(writeTemp('icd10cm-order-April-2025.txt', SAMPLE), stats),
      'April-2025',
      2,
    );
    expect(result).toMatchObject({ upserted: 5, removed: 0, total: 5, billable: 4 });
    expect(await repository.findIcd10cm('J06')).toMatchObject({ billable: false });
    expect(await repository.findIcd10cm('Z99.89')).toMatchObject({ billable: true });
    expect(await service.isKnownCode('ICD-10', 'L98.8')).toBe(true);

    const byCode = await service.search({ system: 'ICD-10-CM', q: 'J06', limit: 10 });
    expect(byCode.map((r) => r.code)).toEqual(['J06', 'J06.0', 'J06.9']);
    expect(byCode.filter((r) => r.code === 'J06.9')).toHaveLength(1);
    const byWords = await service.search({ system: 'ICD-10-CM', q: 'subcutaneous disorders', limit: 10 });
    expect(byWords.map((r) => r.code)).toContain('L98.8');
  });

  it('retires codes a newer release no longer has', async () => {
    const newer = [orderLine(1, 'J069', 1, 'Acute upper respiratory infection, unspecified')].join('\n');
    const result = await importer.importIcd10cm(
      readIcd10cmFile(writeTemp('codes.txt', newer), createReadStats()),
      'October-2025',
    );
    expect(result).toMatchObject({ upserted: 1, removed: 4, total: 1 });
    expect(await repository.findIcd10cm('L98.8')).toBeUndefined();
  });

  it('shows imported CPT descriptors instead of our labels in search and suggestions', async () => {
    const before = await service.search({ system: 'CPT', q: 'rapid strep', limit: 3 });
    expect(before[0]).toMatchObject({ code: '87880', description: 'Rapid strep A antigen test' });
    const file = writeTemp(
      'cpt.tsv',
      'code\tdescriptor\n87880\tLicensed sample descriptor one\n99213,Licensed sample descriptor two\n',
    );
    const stats = { lines: 0, records: 0, skipped: 0 };
    const result = await importer.importCptDescriptors(readCptDescriptorFile(file, stats));
    expect(result).toMatchObject({ upserted: 2, total: 2 });
    const after = await service.search({ system: 'CPT', q: 'rapid strep', limit: 3 });
    expect(after[0]).toMatchObject({ code: '87880', description: 'Licensed sample descriptor one' });
    const described = await service.describeSuggestions([
      { type: 'CPT', code: '87880', description: 'Rapid strep A antigen test', confidence: 0.9 },
    ]);
    expect(described[0]?.description).toBe('Licensed sample descriptor one');
    expect(await service.isKnownCode('CPT', '87880')).toBe(true);
    expect(await service.isKnownCode('CPT', '12345')).toBe(false);
  });

  it('searches ICD-11 by code and title', async () => {
    expect((await service.search({ system: 'ICD-11', q: 'BA00', limit: 3 }))[0]).toMatchObject({
      code: 'BA00',
      description: 'Essential hypertension',
    });
    expect(
      (await service.search({ system: 'ICD-11', q: 'knee osteoarthritis', limit: 3 })).map((r) => r.code),
    ).toContain('FA01');
    expect(await service.isKnownCode('ICD-11', 'ca22.0')).toBe(true);
  });
});
