import type { VisitDto, VisitStatus, VisitSummaryDto } from '@common/schemas/visit.schema';
import type { VisitSummaryRow, VisitWithNames } from './visits.repository';

export function toVisitSummaryDto(row: VisitSummaryRow): VisitSummaryDto {
  return {
    id: row.id,
    patientId: row.patientId,
    patientName: row.patientName,
    providerId: row.providerId,
    providerName: row.providerName,
    status: row.status as VisitStatus,
    visitDate: row.visitDate.toISOString(),
    chiefComplaint: row.chiefComplaint,
    finalDiagnosis: row.finalDiagnosis,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    recordingId: row.recordingId,
    version: row.version,
  };
}

export function toVisitDto(row: VisitWithNames): VisitDto {
  return { ...toVisitSummaryDto(row), notes: row.notes, soapNote: row.soapNote ?? null };
}
