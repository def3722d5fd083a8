import { z } from 'zod';
import { idSchema, shortText, versionSchema } from './fields.schema';
import type { SoapNote } from './note.schema';

export const VISIT_STATUSES = ['in_progress', 'pending_doctor_review', 'completed'] as const;
export const visitStatusSchema = z.enum(VISIT_STATUSES, {
  message: 'Status must be in_progress, pending_doctor_review or completed',
});
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** PATCH /api/visits/{id}: any of these, nothing else. */
export const updateVisitSchema = z
  .object({
    providerId: idSchema.optional(),
    status: visitStatusSchema.optional(),
    completedAt: z.iso
      .datetime({ offset: true, message: 'completedAt must be an ISO date-time' })
      .optional()
      .nullable(),
    patientId: idSchema.optional(),
    finalDiagnosis: shortText('Final diagnosis', 2000).optional().nullable(),
    recordingId: idSchema.optional().nullable(),
    /** The version the client last read: missing → 428, stale → 409. */
    version: versionSchema,
  })
  .strict()
  .refine((value) => Object.keys(value).some((key) => key !== 'version'), {
    message: 'Nothing to update',
  });
export type UpdateVisitInput = z.input<typeof updateVisitSchema>;
export type UpdateVisit = z.output<typeof updateVisitSchema>;

/** Path param of GET /api/visits/active/{patientId}: 0 means "no patient yet". */
export const activeVisitParamSchema = z.object({
  patientId: z
    .string()
    .regex(/^\d{1,10}$/, 'Patient id must be a whole number (0 for no patient)')
    .transform(Number)
    .pipe(z.number().int().min(0).max(2_147_483_647, 'Patient id is too large')),
});

export interface VisitDto {
  id: number;
  patientId: number | null;
  patientName: string | null;
  providerId: number;
  providerName: string | null;
  status: VisitStatus;
  visitDate: string;
  chiefComplaint: string | null;
  finalDiagnosis: string | null;
  notes: string | null;
  soapNote: SoapNote | null;
  createdAt: string;
  completedAt: string | null;
  createdBy: number;
  recordingId: number | null;
  version: number;
}

/** What list screens and the patient's visit history need. */
export type VisitSummaryDto = Omit<VisitDto, 'soapNote' | 'notes'>;
