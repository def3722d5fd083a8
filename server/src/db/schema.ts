import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { NoteResult } from '../engines/note/note.engine';
import type {
  CodeSuggestion,
  NoteEngineInfo,
  NoteStatement,
  SoapNote,
  TranscriptSegment,
} from '@common/schemas/note.schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** null = no role (facility staff): signs in, sees no patient data. */
    role: text('role'),
    name: text('name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    doctorId: integer('doctor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    check(
      'users_role_check',
      sql`${t.role} is null or ${t.role} in ('doctor','medical_assistant','nurse_practitioner','patient')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The patient-role account this record belongs to, linked by staff; never by matching email. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('patients_user_unique').on(t.userId),
    index('patients_name_idx').on(t.name),
    check('patients_gender_check', sql`${t.gender} is null or ${t.gender} in ('male','female','other')`),
  ],
);

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    /** The assigned doctor once sent for review; the creating provider before that. */
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('in_progress'),
    visitDate: timestamp('visit_date', { withTimezone: true }).notNull().defaultNow(),
    chiefComplaint: text('chief_complaint'),
    finalDiagnosis: text('final_diagnosis'),
    notes: text('notes'),
    soapNote: jsonb('soap_note').$type<SoapNote>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    recordingId: integer('recording_id').references((): AnyPgColumn => recordings.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('visits_status_date_idx').on(t.status, t.visitDate),
    index('visits_patient_idx').on(t.patientId, t.visitDate),
    index('visits_completed_at_idx').on(t.completedAt),
    check('visits_status_check', sql`${t.status} in ('in_progress','pending_doctor_review','completed')`),
    check('visits_completed_check', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

export const audioUploads = pgTable(
  'audio_uploads',
  {
    id: uuid('id').primaryKey(),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** File name under DATA_DIR/audio; never a client-supplied path. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    durationSec: real('duration_sec'),
    /** stored → transcribing → transcribed | failed */
    status: text('status').notNull().default('stored'),
    transcription: text('transcription'),
    segments: jsonb('segments').$type<TranscriptSegment[]>(),
    transcriptionEngine: text('transcription_engine'),
    /** The note generated from this audio, kept so a failure after it (or a retry) loses nothing. */
    note: jsonb('note').$type<NoteResult>(),
    error: text('error'),
    recordingType: text('recording_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('audio_uploads_visit_idx').on(t.visitId),
    check('audio_uploads_status_check', sql`${t.status} in ('stored','transcribing','transcribed','failed')`),
  ],
);

export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references((): AnyPgColumn => visits.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    recordingType: text('recording_type').notNull().default('initial'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    creatorRole: text('creator_role').notNull(),
    assignedDoctorId: integer('assigned_doctor_id').references(() => users.id, { onDelete: 'set null' }),
    audioId: uuid('audio_id').references(() => audioUploads.id, { onDelete: 'set null' }),
    recordingUrl: text('recording_url'),
    transcription: text('transcription'),
    subjective: text('subjective'),
    objective: text('objective'),
    assessment: text('assessment'),
    plan: text('plan'),
    codeSuggestions: jsonb('code_suggestions').$type<CodeSuggestion[]>(),
    metadata: jsonb('metadata').$type<{ duration: number; recordingUrl?: string | null; audioId?: string | null }>(),
    segments: jsonb('segments').$type<TranscriptSegment[]>(),
    evidence: jsonb('evidence').$type<NoteStatement[]>(),
    engine: jsonb('engine').$type<NoteEngineInfo>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recordings_visit_idx').on(t.visitId, t.createdAt),
    check('recordings_type_check', sql`${t.recordingType} in ('initial','followup','doctor_review')`),
    check(
      'recordings_creator_role_check',
      sql`${t.creatorRole} in ('doctor','medical_assistant','nurse_practitioner')`,
    ),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE). No foreign keys, so history outlives what it describes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    userRole: text('user_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    patientId: integer('patient_id'),
    ip: text('ip'),
    /** Which fields changed (names, and status from/to) — never note or patient text. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_patient_idx').on(t.patientId, t.at), index('audit_log_user_idx').on(t.userId, t.at)],
);

/** The full official ICD-10-CM list, loaded by `npm run codes:import` from the CMS file a clinic downloads. */
export const icd10cmCodes = pgTable(
  'icd10cm_codes',
  {
    /** With the dot, e.g. `J06.9`. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    billable: boolean('billable').notNull(),
    release: text('release').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('icd10cm_codes_billable_idx').on(t.billable)],
);

/** CPT descriptors a clinic licenses from the AMA and imports; without them our own short labels are shown. */
export const cptDescriptors = pgTable('cpt_descriptors', {
  code: text('code').primaryKey(),
  descriptor: text('descriptor').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Live capture (issue 14): a recording the browser sends in pieces while the visit goes on. Every state change is a
 * row change, so a restarted server resumes the work of `recording` and `finishing` sessions by itself.
 */
export const recordingSessions = pgTable(
  'recording_sessions',
  {
    id: uuid('id').primaryKey(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'cascade' }),
    recordingType: text('recording_type'),
    /** As the client's MediaRecorder reported it; the stored audio's type is detected from its bytes at finish. */
    mimeType: text('mime_type').notNull(),
    /** recording → finishing → done | failed; abandoned when discarded. */
    status: text('status').notNull().default('recording'),
    chunksReceived: integer('chunks_received').notNull().default(0),
    bytesReceived: bigint('bytes_received', { mode: 'number' }).notNull().default(0),
    /** Seconds of audio decoded so far (kept up to date by the live transcription worker). */
    secondsReceived: real('seconds_received').notNull().default(0),
    /** Pieces the client said it sent, from the finish request. */
    expectedChunks: integer('expected_chunks'),
    /** The finished audio upload (the transcription response's audioId). */
    audioId: uuid('audio_id').references(() => audioUploads.id, { onDelete: 'set null' }),
    /** Why it failed, in words safe to show; `no_speech` sessions keep their audio for 24 h. */
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recording_sessions_owner_idx').on(t.createdBy, t.status),
    index('recording_sessions_status_idx').on(t.status, t.updatedAt),
    check('recording_sessions_status_check', sql`${t.status} in ('recording','finishing','done','failed','abandoned')`),
  ],
);

/** One stored piece of a session (DATA_DIR/audio/sessions/<session>/<seq>-<sha256>.part). */
export const recordingSessionChunks = pgTable(
  'recording_session_chunks',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.seq] }),
    check('recording_session_chunks_seq_check', sql`${t.seq} >= 0`),
  ],
);

/** The live transcript: one row per utterance the voice activity detector cut, with its place in the audio. */
export const recordingSessionUtterances = pgTable(
  'recording_session_utterances',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    /** 16 kHz sample offsets in the decoded audio: exact, so a resumed worker recognises what it already did. */
    startSample: bigint('start_sample', { mode: 'number' }).notNull(),
    endSample: bigint('end_sample', { mode: 'number' }).notNull(),
    startSec: real('start_sec').notNull(),
    endSec: real('end_sec').notNull(),
    text: text('text').notNull(),
    segments: jsonb('segments').$type<TranscriptSegment[]>().notNull(),
    engine: text('engine').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.startSample] })],
);
