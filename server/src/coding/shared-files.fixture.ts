import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where tests find the official CMS ICD-10-CM files: SHARED_DIR when set, else `../shared` beside the repository.
 * They are never needed by the product; tests that use them skip with a message when they are absent.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedDir = process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared');

export const ICD10CM_ORDER_FILE = path.join(sharedDir, 'data/icd10cm/icd10cm-order-April-2025.txt');
export const ICD10CM_CODES_FILE = path.join(sharedDir, 'data/icd10cm/icd10cm-codes-April-2025.txt');

export const hasOrderFile = existsSync(ICD10CM_ORDER_FILE);
export const hasCodesFile = existsSync(ICD10CM_CODES_FILE);

export function missingMessage(file: string): string {
  return `skipped: official ICD-10-CM file not found at ${file} (set SHARED_DIR to the folder holding data/icd10cm)`;
}
