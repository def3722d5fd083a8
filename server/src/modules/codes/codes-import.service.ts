import type { CptDescriptorRecord } from '../../coding/cpt-descriptor-parser';
import type { Icd10cmRecord } from '../../coding/icd10cm-file-parser';
import type { CodesRepository, CptDescriptorRow, Icd10cmRow } from './codes.repository';

export const IMPORT_BATCH_SIZE = 1000;

export interface Icd10cmImportResult {
  upserted: number;
  /** Codes of earlier releases no longer in this file. */
  removed: number;
  total: number;
  billable: number;
}

export interface CptImportResult {
  upserted: number;
  total: number;
}

/**
 * Loads official code files into the database in batches, so a 97,000-line file streams through without being
 * held in memory. Parsing lives in server/src/coding; this only batches and writes.
 */
export class CodesImportService {
  constructor(private readonly repository: CodesRepository) {}

  async importIcd10cm(
    records: AsyncIterable<Icd10cmRecord>,
    release: string,
    batchSize = IMPORT_BATCH_SIZE,
  ): Promise<Icd10cmImportResult> {
    // A Map per batch: one statement must not upsert the same code twice.
    let batch = new Map<string, Icd10cmRow>();
    let upserted = 0;
    for await (const record of records) {
      batch.set(record.code, record);
      if (batch.size >= batchSize) {
        await this.repository.upsertIcd10cm([...batch.values()], release);
        upserted += batch.size;
        batch = new Map();
      }
    }
    await this.repository.upsertIcd10cm([...batch.values()], release);
    upserted += batch.size;
    // Only a file that yielded codes may retire the previous release's leftovers.
    const removed = upserted > 0 ? await this.repository.deleteIcd10cmOutsideRelease(release) : 0;
    const counts = await this.repository.countIcd10cm();
    return { upserted, removed, ...counts };
  }

  async importCptDescriptors(
    records: AsyncIterable<CptDescriptorRecord>,
    batchSize = IMPORT_BATCH_SIZE,
  ): Promise<CptImportResult> {
    let batch = new Map<string, CptDescriptorRow>();
    let upserted = 0;
    for await (const record of records) {
      batch.set(record.code, record);
      if (batch.size >= batchSize) {
        await this.repository.upsertCptDescriptors([...batch.values()]);
        upserted += batch.size;
        batch = new Map();
      }
    }
    await this.repository.upsertCptDescriptors([...batch.values()]);
    upserted += batch.size;
    return { upserted, total: await this.repository.countCptDescriptors() };
  }
}

/** "icd10cm-order-April-2025.txt" → "April-2025"; otherwise the file's base name. */
export function releaseFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
  const match =
    /(January|February|March|April|May|June|July|August|September|October|November|December)[-_ ]?(\d{4})/i.exec(base);
  if (match) return `${match[1]}-${match[2]}`;
  const year = /(?:FY|_)(20\d{2})/i.exec(base);
  return year ? `FY${year[1]}` : base;
}
