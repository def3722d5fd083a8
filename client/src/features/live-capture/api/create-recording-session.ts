import type { CreateRecordingSessionInput, RecordingSessionDto } from '@common/schemas/recording-session.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/recording-sessions → 201 with the new session (status "recording"). */
export function createRecordingSession(input: CreateRecordingSessionInput): Promise<RecordingSessionDto> {
  return apiRequest<RecordingSessionDto>('POST', '/api/recording-sessions', input);
}

export function useCreateRecordingSession() {
  return useMutation({ mutationFn: createRecordingSession });
}
