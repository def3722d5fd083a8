import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionPath } from './session-path';

export interface FinishRecordingSessionInput {
  sessionId: string;
  /** How many pieces the client sent (seq 0 … chunks − 1). */
  chunks: number;
}

/** POST /api/recording-sessions/{id}/finish → the same body as POST /api/transcribe. */
export function finishRecordingSession({ sessionId, chunks }: FinishRecordingSessionInput) {
  return apiRequest<TranscriptionResponse>('POST', `${sessionPath(sessionId)}/finish`, { chunks });
}

export function useFinishRecordingSession() {
  return useMutation({ mutationFn: finishRecordingSession });
}
