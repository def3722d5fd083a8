import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { AudioUploadRow } from '../audio/audio-uploads.store';

/** The recording that holds this audio's draft note, if the upload was for a visit. */
export interface DraftRef {
  id: number;
  version: number;
}

/** SPEC section 3's transcription response, from a finished upload. */
export function toTranscriptionResponse(row: AudioUploadRow, draft?: DraftRef | null): TranscriptionResponse {
  const note = row.note;
  return {
    transcription: row.transcription ?? '',
    subjective: note?.subjective ?? '',
    objective: note?.objective ?? '',
    assessment: note?.assessment ?? '',
    plan: note?.plan ?? '',
    codeSuggestions: note?.codeSuggestions ?? [],
    duration: row.durationSec ?? 0,
    audioId: row.id,
    segments: row.segments ?? [],
    evidence: note?.statements ?? [],
    engine: note?.engine ?? { id: 'none', version: '0' },
    transcriptionEngine: row.transcriptionEngine ?? '',
    warnings: note?.warnings ?? [],
    recordingId: draft?.id ?? null,
    recordingVersion: draft?.version ?? null,
  };
}
