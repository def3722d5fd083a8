import { z } from 'zod';
import { MAX_TEXT_FIELD } from '../limits';
import { PROVIDER_ROLES } from '../roles';
import { idSchema, versionSchema } from './fields.schema';
import {
  codeSuggestionsFieldSchema,
  type CodeSuggestion,
  type NoteEngineInfo,
  type NoteStatement,
  type TranscriptSegment,
} from './note.schema';

/** `addendum`: a note added to a completed visit; it never changes the signed note. */
export const RECORDING_TYPES = ['initial', 'followup', 'doctor_review', 'addendum'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];
export const recordingTypeSchema = z.enum(RECORDING_TYPES, {
  message: 'Recording type must be initial, followup, doctor_review or addendum',
});
/** What POST /api/transcribe accepts: audio on an open visit (an addendum is typed on a completed one). */
export const transcribeRecordingTypeSchema = z.enum(['initial', 'followup', 'doctor_review'], {
  message: 'Recording type must be initial, followup or doctor_review',
});
/** A recording made by POST /api/transcribe exists from the first second: processing, then done or failed. */
export const RECORDING_STATUSES = ['processing', 'done', 'failed'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

export const creatorRoleSchema = z.enum(PROVIDER_ROLES, {
  message: 'Creator role must be doctor, medical_assistant or nurse_practitioner',
});

const noteText = (label: string) =>
  z.string({ message: `${label} must be text` }).max(MAX_TEXT_FIELD, `${label} is too long`);

/** metadata: duration in seconds (default 0) and the audio link; other keys are dropped. */
export const recordingMetadataSchema = z
  .object({
    duration: z.number().min(0).max(86_400).default(0),
    recordingUrl: z.string().max(500).optional().nullable(),
    /** Id of the stored upload from POST /api/transcribe; links the audio to this recording. */
    audioId: z.string().uuid('audioId must be an upload id').optional().nullable(),
  })
  .strip();

/** The note itself: what a recording's creation and every later save may carry. */
const noteFields = {
  transcription: noteText('Transcription').optional().nullable(),
  subjective: noteText('Subjective').optional().nullable(),
  objective: noteText('Objective').optional().nullable(),
  assessment: noteText('Assessment').optional().nullable(),
  plan: noteText('Plan').optional().nullable(),
  codeSuggestions: codeSuggestionsFieldSchema.optional(),
  metadata: recordingMetadataSchema.optional().nullable(),
};

export const insertRecordingSchema = z.object({
  visitId: idSchema,
  patientId: idSchema.optional().nullable(),
  recordingType: recordingTypeSchema.default('initial'),
  creatorRole: creatorRoleSchema,
  assignedDoctorId: idSchema.optional().nullable(),
  recordingUrl: z.string().max(500).optional().nullable(),
  ...noteFields,
});
export type InsertRecordingInput = z.input<typeof insertRecordingSchema>;
export type InsertRecording = z.output<typeof insertRecordingSchema>;

export const updateRecordingSchema = z
  .object({
    ...noteFields,
    /** The version the client loaded: missing → 428, stale → 409. */
    version: versionSchema,
  })
  .strict();
export type UpdateRecordingInput = z.input<typeof updateRecordingSchema>;
export type UpdateRecording = z.output<typeof updateRecordingSchema>;

/** One saved state of a recording's note (GET /api/recordings/visit/{visitId}/versions). */
export interface NoteVersionDto {
  id: number;
  recordingId: number;
  version: number;
  changedBy: number;
  changedByName: string | null;
  changedByRole: string;
  fields: string[];
  note: { subjective: string; objective: string; assessment: string; plan: string; codeSuggestions: CodeSuggestion[] };
  changedAt: string;
}

export interface RecordingDto {
  id: number;
  visitId: number;
  patientId: number | null;
  recordingType: RecordingType;
  createdBy: number;
  createdByName: string | null;
  creatorRole: (typeof PROVIDER_ROLES)[number];
  assignedDoctorId: number | null;
  recordingUrl: string | null;
  transcription: string | null;
  subjective: string | null;
  objective: string | null;
  assessment: string | null;
  plan: string | null;
  codeSuggestions: CodeSuggestion[] | null;
  metadata: { duration: number; recordingUrl?: string | null; audioId?: string | null };
  segments: TranscriptSegment[] | null;
  evidence: NoteStatement[] | null;
  engine: NoteEngineInfo | null;
  hasAudio: boolean;
  /** processing while its audio is transcribed; failed can be retried (POST /api/recordings/{id}/retry). */
  status: RecordingStatus;
  version: number;
  /** On save responses: the visit's version after the save (the save may have moved the visit). */
  visitVersion?: number;
  createdAt: string;
  updatedAt: string;
}
