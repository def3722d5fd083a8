import type { RecordingType } from '@common/schemas/recording.schema';

/** Server-side states of a recording session (issue 14 contract). */
export type RecordingSessionStatus = 'recording' | 'finishing' | 'done' | 'failed' | 'abandoned';

/** GET /api/recording-sessions/{id}: progress and the live transcript so far. */
export interface RecordingSessionDto {
  id: string | number;
  status: RecordingSessionStatus;
  chunksReceived: number;
  secondsReceived: number;
  transcript: string;
  updatedAt: string;
  recordingId?: number | null;
  /** Not promised by the contract; used to place a session on its visit's page when the server sends it. */
  visitId?: number | null;
  recordingType?: RecordingType | null;
}

/** Session ids are opaque to the client; they are kept as strings in IndexedDB and URLs. */
export function sessionPath(id: string | number): string {
  return `/api/recording-sessions/${encodeURIComponent(String(id))}`;
}
