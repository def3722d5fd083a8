/**
 * npm run codes:import -- <file> [--release NAME]
 * Loads the official CMS ICD-10-CM code file (order layout with billable flags, or codes layout of billable
 * codes) into icd10cm_codes. Database: DATABASE_URL when set, else PGlite under ${DATA_DIR:-./data}/db.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/src/db/database';
import { createReadStats, readIcd10cmFile } from '../server/src/coding/icd10cm-file-parser';
import { CodesImportService, releaseFromFileName } from '../server/src/modules/codes/codes-import.service';
import { CodesRepository } from '../server/src/modules/codes/codes.repository';

function parseArgs(argv: string[]): { file: string; release?: string } {
  const args = [...argv];
  let release: string | undefined;
  const releaseAt = args.indexOf('--release');
  if (releaseAt >= 0) {
    release = args[releaseAt + 1];
    args.splice(releaseAt, 2);
  }
  const file = args[0];
  if (!file) throw new Error('Usage: npm run codes:import -- <icd10cm-order-or-codes-file.txt> [--release NAME]');
  return { file, release };
}

async function main(): Promise<void> {
  const { file, release } = parseArgs(process.argv.slice(2));
  if (!existsSync(file)) throw new Error(`File not found: ${file}`);
  const dataDir = process.env.DATA_DIR ?? './data';
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db') });
  try {
    const stats = createReadStats();
    const name = release ?? releaseFromFileName(file);
    const result = await new CodesImportService(new CodesRepository(handle.db)).importIcd10cm(
      readIcd10cmFile(file, stats),
      name,
    );
    if (stats.records === 0) throw new Error('No ICD-10-CM codes found: is this a CMS order or codes file?');
    console.log(`ICD-10-CM import (${name}, ${[...stats.layouts].join('+')} layout, ${handle.driver})`);
    console.log(`  lines read:      ${stats.lines}`);
    console.log(`  codes loaded:    ${result.upserted}`);
    console.log(`  lines skipped:   ${stats.invalid}`);
    console.log(`  codes retired:   ${result.removed}`);
    console.log(`  table now holds: ${result.total} codes (${result.billable} billable)`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
