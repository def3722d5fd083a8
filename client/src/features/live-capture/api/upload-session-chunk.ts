import { apiRequest } from '../../../lib/api-client';
import { sessionPath } from './session-path';

export interface SessionChunk {
  sessionId: string;
  seq: number;
  data: ArrayBuffer;
}

/** PUT /api/recording-sessions/{id}/chunks/{seq} with the raw bytes; idempotent on the server. */
export async function uploadSessionChunk({ sessionId, seq, data }: SessionChunk): Promise<void> {
  await apiRequest<unknown>('PUT', `${sessionPath(sessionId)}/chunks/${seq}`, data);
}
