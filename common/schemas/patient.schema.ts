import { z } from 'zod';
import {
  emailSchema,
  emptyToUndefined,
  genderSchema,
  pastDateSchema,
  phoneSchema,
  requiredText,
} from './fields.schema';
import type { VisitSummaryDto } from './visit.schema';

/**
 * Add-patient form and POST /api/patients. The form's defaults are empty strings (SPEC section 5); an empty
 * optional field means "not given". Name is required; the rest is optional but must be valid when present.
 */
export const insertPatientSchema = z.object({
  name: requiredText('Full name', 200),
  email: z.preprocess(emptyToUndefined, emailSchema.optional()),
  phoneNumber: z.preprocess(emptyToUndefined, phoneSchema.optional()),
  gender: z.preprocess(emptyToUndefined, genderSchema.optional()),
  dateOfBirth: z.preprocess(emptyToUndefined, pastDateSchema.optional()),
});
export type InsertPatientInput = z.input<typeof insertPatientSchema>;
export type InsertPatient = z.output<typeof insertPatientSchema>;

export interface PatientDto {
  id: number;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  gender: 'male' | 'female' | 'other' | null;
  dateOfBirth: string | null;
  createdAt: string;
}

export interface PatientWithVisitsDto extends PatientDto {
  visits: VisitSummaryDto[];
}
