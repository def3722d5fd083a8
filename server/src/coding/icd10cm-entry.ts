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
  /**
   * `visit`: the code names a service of this encounter (a health exam, a screening, an immunisation, a procedure,
   * counselling): only a present finding saying the service is given at this visit produces it, never talk of one
   * given before, planned, due or sent elsewhere, and its trigger words must stand together as written.
   * `current`: a status that must hold now (long-term drug use, a device in place, a dependence): only a present
   * finding produces it, and for a medicine only one the patient goes on taking (not stopped or started today).
   * `event`: an acute event (a stroke, a heart attack, a clot): not coded from words that place it in the past, in
   * a relative or in a fear ("had a stroke seven years ago" is a history, not an acute cerebral infarction).
   * `lasting`: a status a past operation leaves (a bypass graft, a lens after cataract extraction, a lobe of lung
   * removed): coded from talk of the operation as done, now or years ago, never from one planned or considered.
   */
  use: z.enum(['visit', 'current', 'event', 'lasting']).optional(),
  /** Phrases that, in the finding's words or the clause naming it, mean something else ("cva tenderness" is no stroke). */
  excludes: z.array(z.string().min(1)).optional(),
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
