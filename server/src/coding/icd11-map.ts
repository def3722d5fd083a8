import { z } from 'zod';
import data from './data/icd11-map.json';
import { formatIcd10cmCode } from './icd10cm-entry';

/**
 * ICD-10-CM → ICD-11 MMS mappings we are sure of (data/icd11-map.json), with WHO's exact English titles of the
 * release the file names. Deliberately partial: a wrong ICD-11 code is worse than none, so codes without a checked
 * equivalent map to nothing. Where ICD-11 needs postcoordination (laterality, episode, complication) for the full
 * meaning, the mapping names the stem code only.
 */

/** An MMS stem code (chapter, block letter, digit, character; I and O are never used), with an optional extension. */
export const ICD11_MMS_CODE = /^[1-9A-HJ-NP-Z][A-HJ-NP-Z][0-9][0-9A-HJ-NP-Z](\.[0-9A-HJ-NP-Z]{1,2})?$/;

export const icd11MappingSchema = z.object({
  icd11: z.string().regex(ICD11_MMS_CODE),
  title: z.string().min(1),
  icd10cm: z.array(z.string().regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/)).min(1),
  /** Where the code and its title were checked. */
  source: z.string().min(1).optional(),
});
export type Icd11Mapping = z.infer<typeof icd11MappingSchema>;

export const icd11MapFileSchema = z.object({
  classification: z.string().min(1),
  /** The MMS release whose titles the file reproduces, e.g. `2024-01`. */
  release: z.string().regex(/^\d{4}-\d{2}$/),
  mappings: z.array(icd11MappingSchema).min(1),
});

const file = icd11MapFileSchema.parse(data);
const mappings: readonly Icd11Mapping[] = file.mappings;
const byIcd10 = new Map<string, Icd11Mapping>();
const byIcd11 = new Map<string, Icd11Mapping>();
for (const mapping of mappings) {
  if (byIcd11.has(mapping.icd11)) throw new Error(`ICD-11 ${mapping.icd11} is listed twice`);
  byIcd11.set(mapping.icd11, mapping);
  for (const code of mapping.icd10cm) {
    if (byIcd10.has(code)) throw new Error(`ICD-10-CM ${code} is mapped to two ICD-11 codes`);
    byIcd10.set(code, mapping);
  }
}

/** The MMS release the titles come from. */
export const ICD11_RELEASE: string = file.release;

export function listIcd11Mappings(): readonly Icd11Mapping[] {
  return mappings;
}

/** The ICD-11 code for a curated ICD-10-CM code, when we have a sure mapping. */
export function mapToIcd11(icd10cmCode: string): Icd11Mapping | undefined {
  return byIcd10.get(formatIcd10cmCode(icd10cmCode));
}

/** The ICD-11 entry for an ICD-11 code (case-insensitive). */
export function findIcd11(code: string): Icd11Mapping | undefined {
  return byIcd11.get(code.trim().toUpperCase());
}
