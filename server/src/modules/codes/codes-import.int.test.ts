import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadStats, readIcd10cmFile } from '../../coding/icd10cm-file-parser';
import {
  hasCodesFile,
  hasOrderFile,
  ICD10CM_CODES_FILE,
  ICD10CM_ORDER_FILE,
  missingMessage,
} from '../../coding/shared-files.fixture';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { CodesImportService } from './codes-import.service';
import { CodesRepository } from './codes.repository';

/** The first `count` lines of an official file, copied to a temporary file (the real files stay outside the repo). */
async function slice(file: string, count: number): Promise<string> {
  const lines: string[] = [];
  for await (const line of createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  })) {
    lines.push(line);
    if (lines.length >= count) break;
  }
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'icd-slice-')), path.basename(file));
  writeFileSync(target, `${lines.join('\n')}\n`);
  return target;
}

describe('ICD-10-CM import from the official files', () => {
  let db: TestDatabase;
  let repository: CodesRepository;
  let importer: CodesImportService;

  beforeAll(async () => {
    db = await createTestDatabase();
    repository = new CodesRepository(db.db);
    importer = new CodesImportService(repository);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it.skipIf(!hasOrderFile)(
    hasOrderFile
      ? 'loads a 3,000-line slice of the order file with billable flags'
      : missingMessage(ICD10CM_ORDER_FILE),
    async () => {
      const stats = createReadStats();
      const result = await importer.importIcd10cm(
        readIcd10cmFile(await slice(ICD10CM_ORDER_FILE, 3000), stats),
        'April-2025',
      );
      expect(stats).toMatchObject({ lines: 3000, records: 3000, invalid: 0 });
      expect(result.total).toBe(3000);
      expect(result.billable).toBeGreaterThan(1500);
      expect(result.billable).toBeLessThan(3000);
      expect(await repository.findIcd10cm('A00')).toEqual({ code: 'A00', description: 'Cholera', billable: false });
      expect(await repository.findIcd10cm('A00.0')).toMatchObject({
        billable: true,
        description: 'Cholera due to Vibrio cholerae 01, biovar cholerae',
      });
    },
  );

  it.skipIf(!hasCodesFile)(
    hasCodesFile ? 'loads a 2,000-line slice of the codes file (all billable)' : missingMessage(ICD10CM_CODES_FILE),
    async () => {
      const stats = createReadStats();
      const result = await importer.importIcd10cm(
        readIcd10cmFile(await slice(ICD10CM_CODES_FILE, 2000), stats),
        'April-2025-codes',
      );
      expect(stats).toMatchObject({ records: 2000, invalid: 0 });
      expect([...stats.layouts]).toEqual(['codes']);
      // The codes layout replaces the earlier release's rows (headers included).
      expect(result).toMatchObject({ upserted: 2000, total: 2000, billable: 2000 });
      expect(await repository.findIcd10cm('A00')).toBeUndefined();
      expect(await repository.findIcd10cm('A01.00')).toMatchObject({
        description: 'Typhoid fever, unspecified',
        billable: true,
      });
    },
  );
});
