import { z } from 'zod';
import data from './data/symptom-explanations.json';

/**
 * Which confirmed diagnoses routinely explain which symptom codes (data/symptom-explanations.json): keys are
 * symptom code prefixes, values the diagnosis code prefixes that account for them.
 */
const explanationsSchema = z.array(
  z.object({
    symptom: z.string().regex(/^[A-Z][0-9A-Z.]*$/),
    label: z.string().min(1),
    explainedBy: z.array(z.string().regex(/^[A-Z][0-9A-Z.]*$/)).min(1),
  }),
);

export type SymptomExplanation = z.infer<typeof explanationsSchema>[number];

const explanations: SymptomExplanation[] = explanationsSchema.parse(data);

export function listSymptomExplanations(): readonly SymptomExplanation[] {
  return explanations;
}

/** True when `code` is a symptom code that one of the confirmed diagnosis codes routinely explains. */
export function isExplainedSymptom(code: string, confirmedCodes: readonly string[]): boolean {
  return explanations.some(
    (rule) =>
      code.startsWith(rule.symptom) &&
      confirmedCodes.some(
        (diagnosis) => diagnosis !== code && rule.explainedBy.some((prefix) => diagnosis.startsWith(prefix)),
      ),
  );
}
