import { z } from 'zod';
import { idSchema } from './fields.schema';
import { recordingTypeSchema } from './recording.schema';

/**
 * Live capture (issue 14): the browser sends its MediaRecorder pieces as they are recorded; the server stores them
 * durably, transcribes them while the visit goes on, and composes the note when the recorder finishes.
 */
export const RECORDING_SESSION_STATUSES = ['recording', 'finishing', 'done', 'failed', 'abandoned'] as const;
export type RecordingSessionStatus = (typeof RECORDING_SESSION_STATUSES)[number];

/** A session holds at most 8 hours of audio. */
export const MAX_SESSION_SECONDS = 8 * 60 * 60;
/** One piece (5 s of audio with MediaRecorder's timeslice) is a few tens of kB; 5 MB leaves room for any codec. */
export const MAX_PIECE_BYTES = 5 * 1024 * 1024;
/** Bytes for 8 hours at 256 kbit/s, well above what MediaRecorder's audio codecs produce. */
export const MAX_SESSION_BYTES = (MAX_SESSION_SECONDS * 256_000) / 8;
/** Highest piece number: 8 hours of 1-second pieces. */
const MAX_PIECE_SEQ: number = MAX_SESSION_SECONDS;

export const PIECE_TOO_LARGE = 'This recording piece is larger than 5 MB. Send the audio in shorter pieces.';
export const SESSION_TOO_LONG = 'This recording has reached the 8-hour limit. Finish it and start a new one.';
export const NO_SPEECH = 'No speech was detected in this recording. Check the microphone and try again.';

/** What MediaRecorder records in: WebM or Ogg (Chromium, Firefox) or MP4 (Safari), with optional codecs. */
const mimeTypeSchema = z
  .string({ message: 'mimeType is required' })
  .trim()
  .toLowerCase()
  .max(100, 'mimeType is too long')
  .regex(
    /^(audio|video)\/(webm|ogg|mp4)(\s*;\s*codecs="?[a-z0-9.,\s-]+"?)?$/,
    'mimeType must be an audio/webm, audio/ogg or audio/mp4 type',
  );

export const createRecordingSessionSchema = z
  .object({
    visitId: idSchema.optional(),
    recordingType: recordingTypeSchema.optional(),
    mimeType: mimeTypeSchema,
  })
  .strict();
export type CreateRecordingSessionInput = z.infer<typeof createRecordingSessionSchema>;

export const recordingSessionParamsSchema = z.object({
  id: z.string().uuid('Recording session not found'),
});

export const recordingPieceParamsSchema = z.object({
  id: z.string().uuid('Recording session not found'),
  seq: z
    .string()
    .regex(/^\d{1,6}$/, 'The piece number must be a whole number from 0')
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_PIECE_SEQ, `The piece number must be at most ${MAX_PIECE_SEQ}`)),
});

export const finishRecordingSessionSchema = z
  .object({
    chunks: z
      .number({ message: 'chunks must be the number of pieces sent' })
      .int('chunks must be a whole number')
      .min(1, 'chunks must be at least 1')
      .max(MAX_PIECE_SEQ + 1, 'chunks is too large'),
  })
  .strict();

export const listRecordingSessionsQuerySchema = z
  .object({ status: z.enum(['recording'], { message: 'status must be recording' }).optional() })
  .strict();

/** GET /api/recording-sessions/{id}. */
export interface RecordingSessionDto {
  id: string;
  status: RecordingSessionStatus;
  visitId: number | null;
  recordingType: string | null;
  mimeType: string;
  /** Pieces stored so far (not necessarily contiguous). */
  chunksReceived: number;
  /** Seconds of audio decoded so far. */
  secondsReceived: number;
  /** The live transcript so far. */
  transcript: string;
  /** Seconds of audio the transcript covers (the live transcript's lag is secondsReceived minus this). */
  transcribedSeconds: number;
  createdAt: string;
  updatedAt: string;
  /** The stored audio once finished (the transcription response's audioId). */
  audioId?: string;
  /** The visit's recording (draft note) made from it, once finished on a visit. */
  recordingId?: number;
}

/** PUT …/chunks/{seq}: what the server holds after the piece. */
export interface RecordingPieceReceipt {
  seq: number;
  /** false when this exact piece was already stored (a resend). */
  stored: boolean;
  chunksReceived: number;
}
