import { z } from 'zod';
import data from './data/icd11-map.json';
import { formatIcd10cmCode } from './icd10cm-entry';

/**
 * ICD-10-CM → ICD-11 MMS mappings we are sure of (data/icd11-map.json), with WHO's exact English titles.
 * Deliberately short: a wrong ICD-11 code is worse than none, so codes without a checked equivalent map to nothing.
 */
export const icd11MappingSchema = z.object({
  icd11: z.string().regex(/^[0-9A-HJ-NP-Z]{4}(\.[0-9A-HJ-NP-Z]{1,2})?$/),
  title: z.string().min(1),
  icd10cm: z.array(z.string().regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/)).min(1),
});
export type Icd11Mapping = z.infer<typeof icd11MappingSchema>;

const mappings: Icd11Mapping[] = z.array(icd11MappingSchema).parse(data);
const byIcd10 = new Map<string, Icd11Mapping>();
for (const mapping of mappings) {
  for (const code of mapping.icd10cm) {
    if (byIcd10.has(code)) throw new Error(`ICD-10-CM ${code} is mapped to two ICD-11 codes`);
    byIcd10.set(code, mapping);
  }
}

export function listIcd11Mappings(): readonly Icd11Mapping[] {
  return mappings;
}

/** The ICD-11 code for a curated ICD-10-CM code, when we have a sure mapping. */
export function mapToIcd11(icd10cmCode: string): Icd11Mapping | undefined {
  return byIcd10.get(formatIcd10cmCode(icd10cmCode));
}

/** The ICD-11 entry for an ICD-11 code (case-insensitive). */
export function findIcd11(code: string): Icd11Mapping | undefined {
  const wanted = code.trim().toUpperCase();
  return mappings.find((m) => m.icd11 === wanted);
}
