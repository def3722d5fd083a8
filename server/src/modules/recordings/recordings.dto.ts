import type { RecordingDto, RecordingStatus, RecordingType } from '@common/schemas/recording.schema';
import type { RecordingRow } from './recordings.repository';

export function toRecordingDto(row: RecordingRow, createdByName: string | null = null): RecordingDto {
  return {
    id: row.id,
    visitId: row.visitId,
    patientId: row.patientId,
    recordingType: row.recordingType as RecordingType,
    createdBy: row.createdBy,
    createdByName,
    creatorRole: row.creatorRole as RecordingDto['creatorRole'],
    assignedDoctorId: row.assignedDoctorId,
    recordingUrl: row.recordingUrl,
    transcription: row.transcription,
    subjective: row.subjective,
    objective: row.objective,
    assessment: row.assessment,
    plan: row.plan,
    codeSuggestions: row.codeSuggestions ?? null,
    metadata: { duration: 0, ...(row.metadata ?? {}) },
    segments: row.segments ?? null,
    evidence: row.evidence ?? null,
    engine: row.engine ?? null,
    hasAudio: row.audioId !== null,
    status: row.status as RecordingStatus,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a recording's audio is played back from (GET /api/recordings/{id}/audio). */
export function audioUrlFor(recordingId: number): string {
  return `/api/recordings/${recordingId}/audio`;
}
