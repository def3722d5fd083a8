import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionPath } from './session-path';

/** DELETE /api/recording-sessions/{id}: the server removes the session's audio. */
export async function discardRecordingSession(sessionId: string): Promise<void> {
  await apiRequest<unknown>('DELETE', sessionPath(sessionId));
}

export function useDiscardRecordingSession() {
  return useMutation({ mutationFn: discardRecordingSession });
}
