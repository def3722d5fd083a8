import { z } from 'zod';
import data from './data/cpt-procedures.json';
import type { ClinicalFinding } from './clinical-finding';
import { readFindingText } from './finding-text';
import { isDoneAtVisit } from './finding-timing';
import { containsPhrase, tokenise } from './text-normalise';

/**
 * Common in-office procedures and point-of-care tests by CPT code number, with our own short labels and trigger
 * terms (data/cpt-procedures.json). The AMA's descriptors are never shipped; a clinic may import them.
 */
export const CPT_CATEGORIES = ['test', 'procedure', 'screening', 'counseling', 'vaccine', 'vaccine-admin'] as const;

export const cptProcedureSchema = z.object({
  code: z.string().regex(/^\d{4}[0-9A-Z]$/),
  category: z.enum(CPT_CATEGORIES),
  label: z.string().min(1),
  triggers: z.array(z.string().min(1)).min(1),
  /** False for services payers bundle into the visit (e.g. pulse oximetry): kept so we know never to suggest them. */
  separatelyBillable: z.boolean().optional(),
  /** A rapid test only ever run where the patient is: its result read out at the visit was run at the visit. */
  pointOfCare: z.boolean().optional(),
});
export type CptProcedure = z.infer<typeof cptProcedureSchema>;

const procedures: CptProcedure[] = z.array(cptProcedureSchema).parse(data);
const compiled = procedures.map((procedure) => ({ procedure, triggers: procedure.triggers.map(tokenise) }));

export function listCptProcedures(): readonly CptProcedure[] {
  return procedures;
}

export function findCptProcedure(code: string): CptProcedure | undefined {
  return procedures.find((p) => p.code === code.trim());
}

/** Finding kinds that can say a service was performed at this visit. */
const PERFORMED_KINDS = new Set(['procedure', 'result', 'order']);

/** Words that say a test is the rapid kind ("your strep test" alone may be a culture sent out). */
const RAPID_WORDS = new Set(['rapid', 'quick', 'antigen']);

/**
 * Whether the practice performed the service at this visit: a lab test only when run here (never a result read
 * out or reviewed, never one drawn and sent out), any other service when given at this visit (never one due,
 * planned, done before or elsewhere). A rapid point-of-care test's result counts when it is called rapid.
 */
function performedHere(finding: ClinicalFinding, procedure: CptProcedure): boolean {
  const rapid = procedure.pointOfCare === true && tokenise(finding.surface).some((word) => RAPID_WORDS.has(word));
  return isDoneAtVisit(finding, procedure.category === 'test' ? 'in-office' : 'at-visit', { pointOfCare: rapid });
}

export interface ProcedureMatch {
  procedure: CptProcedure;
  /** Words of the trigger that matched. */
  specificity: number;
  exactPhrase: boolean;
}

/** The most specific procedure a finding names; null when none does, it is bundled into the visit or not done here. */
export function matchProcedure(finding: ClinicalFinding): ProcedureMatch | null {
  if (!PERFORMED_KINDS.has(finding.kind) || finding.assertion !== 'present') return null;
  const text = readFindingText(finding);
  let best: ProcedureMatch | null = null;
  for (const { procedure, triggers } of compiled) {
    if (procedure.category === 'vaccine-admin') continue;
    for (const tokens of triggers) {
      const phrase = text.phrases.some((words) => containsPhrase(words, tokens));
      const words = tokens.length > 1 && tokens.every((token) => text.words.has(token));
      if (!phrase && !words) continue;
      if (
        !best ||
        tokens.length > best.specificity ||
        (tokens.length === best.specificity && phrase && !best.exactPhrase)
      ) {
        best = { procedure, specificity: tokens.length, exactPhrase: phrase };
      }
    }
  }
  if (!best || best.procedure.separatelyBillable === false || !performedHere(finding, best.procedure)) return null;
  return best;
}
