import { z } from 'zod';
import { idSchema } from './fields.schema';
import type { CodeSuggestion, NoteEngineInfo, NoteStatement, NoteWarning, TranscriptSegment } from './note.schema';
import { transcribeRecordingTypeSchema } from './recording.schema';

/** Text fields of the multipart POST /api/transcribe (the file travels as `audio`). */
export const transcribeFieldsSchema = z
  .object({
    visitId: idSchema.optional(),
    recordingType: transcribeRecordingTypeSchema.optional(),
  })
  .strict();

/** Retry a stored upload without sending the audio again. */
export const retryTranscribeSchema = z.object({ audioId: z.string().uuid('audioId must be an upload id') }).strict();

/** SPEC section 3 "Transcription response", plus what lets the note link back to the audio. */
export interface TranscriptionResponse {
  transcription: string;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  codeSuggestions: CodeSuggestion[];
  duration: number;
  /** The stored upload; send it as metadata.audioId when saving the recording to link the audio. */
  audioId: string;
  segments: TranscriptSegment[];
  evidence: NoteStatement[];
  engine: NoteEngineInfo;
  transcriptionEngine: string;
  /** What the clinician should know before trusting the draft (empty, not English, two patients…); always sent. */
  warnings?: NoteWarning[];
  /** With a visitId: the recording created at once for this audio (saving the note updates it), and its version. */
  recordingId: number | null;
  recordingVersion: number | null;
}
