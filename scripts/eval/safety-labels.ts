import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A finding with the words a note would use for it and the ICD-10-CM prefixes a code on it would carry. */
const findingSchema = z.object({
  finding: z.string().min(1),
  anchor: z.string().max(60).optional(),
  who: z.string().optional(),
  terms: z.array(z.string().min(2)).min(1),
  icd10: z.array(z.string().min(1)),
});

const encounterSchema = z.object({
  id: z.string().min(1),
  denied: z.array(findingSchema).default([]),
  others: z.array(findingSchema).default([]),
  allergies: z
    .object({ none: z.literal(true).optional(), allergens: z.array(z.string().min(2)).optional() })
    .optional(),
  doses: z
    .array(
      z.object({
        drug: z.union([z.string(), z.array(z.string()).min(1)]),
        anchor: z.string().max(60).optional(),
        dose: z.string().regex(/^[\d,.]+ (mg|mcg|g|units|ml)$/),
      }),
    )
    .default([]),
  /** Absent when the encounter was not labelled for assessed problems (short MTS-Dialog excerpts). */
  assessed: z.array(z.object({ problem: z.string(), icd10: z.array(z.string().min(3)).min(1) })).optional(),
  acceptable: z.array(z.string()).default([]),
  /** False when the excerpt holds an assessment but no plan was said: only the Assessment must be written. */
  planSaid: z.boolean().default(true),
  /**
   * False when a history-only excerpt is labelled for the problem that brought the patient (its codes) but nobody
   * assessed anything aloud: no Assessment or Plan is expected, and writing one would have no support.
   */
  assessmentSaid: z.boolean().default(true),
});

const labelFileSchema = z.object({
  source: z.string().min(1),
  idColumn: z.string().min(1),
  note: z.string().optional(),
  encounters: z.array(encounterSchema),
});

export type LabelledFinding = z.infer<typeof findingSchema>;
export type EncounterLabels = z.infer<typeof encounterSchema>;
export type LabelFile = z.infer<typeof labelFileSchema>;

export function parseLabelFile(json: unknown): LabelFile {
  return labelFileSchema.parse(json);
}

/** Every label file under the folder (or only those whose name contains `only`), parsed and validated. */
export function readLabelFiles(folder: string, only?: string): LabelFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json') && (only === undefined || name.includes(only)))
    .sort()
    .map((name) => parseLabelFile(JSON.parse(readFileSync(path.join(folder, name), 'utf8'))));
}

const REPO_SOURCE = 'repo:';

/**
 * Where a label file's dialogues are: `repo:<path>` names our own dialogues inside the repository (e.g. the UK GP
 * set), anything else a file under the eval data folder. `own` keeps our own reference notes out of ACI-Bench ROUGE.
 */
export function resolveLabelSource(
  source: string,
  roots: { data: string; repo: string },
): { file: string; own: boolean } {
  if (source.startsWith(REPO_SOURCE))
    return { file: path.join(roots.repo, source.slice(REPO_SOURCE.length)), own: true };
  return { file: path.join(roots.data, source), own: false };
}

/** Codes (without dots) of a CDC order file; used to check that every labelled code exists. */
export function readIcd10Codes(orderFile: string): Set<string> {
  const codes = new Set<string>();
  for (const line of readFileSync(orderFile, 'utf8').split('\n')) {
    const code = line.slice(6, 13).trim();
    if (code) codes.add(code);
  }
  return codes;
}

/** Labelled codes that are not in the code set: full codes for assessed problems, prefixes elsewhere. */
export function unknownLabelCodes(files: LabelFile[], codes: Set<string>): string[] {
  const known = [...codes];
  const unknown: string[] = [];
  for (const file of files)
    for (const encounter of file.encounters) {
      for (const problem of encounter.assessed ?? [])
        for (const code of problem.icd10)
          if (!codes.has(code.replace('.', ''))) unknown.push(`${encounter.id} ${code}`);
      for (const finding of [...encounter.denied, ...encounter.others])
        for (const prefix of finding.icd10) {
          const bare = prefix.replace('.', '');
          if (!known.some((code) => code.startsWith(bare))) unknown.push(`${encounter.id} ${prefix}`);
        }
    }
  return unknown;
}
