import { z } from 'zod';
import type { FindingKind } from './clinical-finding';

export const LATERALITIES = ['right', 'left', 'bilateral', 'unspecified'] as const;
export type Laterality = (typeof LATERALITIES)[number];

const FINDING_KINDS = [
  'symptom',
  'condition',
  'medication',
  'allergy',
  'vital',
  'exam',
  'result',
  'procedure',
  'order',
  'referral',
  'followup',
  'education',
] as const satisfies readonly FindingKind[];

/** One code of our curated ICD-10-CM table (data files under `data/icd10cm/`). */
export const icd10cmEntrySchema = z.object({
  /** With the dot, e.g. `J06.9`; always billable. */
  code: z.string().regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/),
  /** The official long description, exactly as in the CMS file. */
  description: z.string().min(1),
  /** Our clinician and lay wording that names this code's condition (matched on normalised words). */
  triggers: z.array(z.string().min(1)).min(1),
  /** Concept ids of the note engine's vocabulary this code serves. */
  concepts: z.array(z.string()).optional(),
  /** Side the code states; a finding's laterality picks among siblings. */
  laterality: z.enum(LATERALITIES).optional(),
  /**
   * Personal-history (`historical`) and family-history (`family`) codes are matched only for findings with that
   * assertion; every other code only for present (or uncertain) findings.
   */
  context: z.enum(['historical', 'family']).optional(),
  /** Which finding kinds may produce this code (default: symptom, condition, exam). */
  kinds: z.array(z.enum(FINDING_KINDS)).optional(),
});
export type Icd10cmEntry = z.infer<typeof icd10cmEntrySchema>;

export const icd10cmFileSchema = z.array(icd10cmEntrySchema);

/** Finding kinds that may name a diagnosis or symptom unless an entry says otherwise. */
export const DEFAULT_DIAGNOSIS_KINDS: readonly FindingKind[] = ['symptom', 'condition', 'exam'];

/** `J069` → `J06.9`; already dotted or three-character codes are returned upper-cased. */
export function formatIcd10cmCode(raw: string): string {
  const compact = raw.trim().toUpperCase().replace(/\./g, '');
  if (compact.length <= 3) return compact;
  return `${compact.slice(0, 3)}.${compact.slice(3)}`;
}
