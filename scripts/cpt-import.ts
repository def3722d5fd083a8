/**
 * npm run cpt:import -- <file>
 * Loads CPT descriptors a clinic licenses from the AMA (tab- or comma-separated: code, descriptor) into
 * cpt_descriptors; searches and code suggestions then show them instead of ChartScribe's own labels.
 * Database: DATABASE_URL when set, else PGlite under ${DATA_DIR:-./data}/db.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/src/db/database';
import { readCptDescriptorFile, type CptReadStats } from '../server/src/coding/cpt-descriptor-parser';
import { CodesImportService } from '../server/src/modules/codes/codes-import.service';
import { CodesRepository } from '../server/src/modules/codes/codes.repository';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run cpt:import -- <descriptor-file.tsv|csv>');
  if (!existsSync(file)) throw new Error(`File not found: ${file}`);
  const dataDir = process.env.DATA_DIR ?? './data';
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db') });
  try {
    const stats: CptReadStats = { lines: 0, records: 0, skipped: 0 };
    const result = await new CodesImportService(new CodesRepository(handle.db)).importCptDescriptors(
      readCptDescriptorFile(file, stats),
    );
    if (stats.records === 0)
      throw new Error('No CPT descriptors found: expected lines of "code<TAB>descriptor" or "code,descriptor"');
    console.log(`CPT descriptor import (${handle.driver})`);
    console.log(`  lines read:         ${stats.lines}`);
    console.log(`  descriptors loaded: ${result.upserted}`);
    console.log(`  lines skipped:      ${stats.skipped}`);
    console.log(`  table now holds:    ${result.total} descriptors`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
