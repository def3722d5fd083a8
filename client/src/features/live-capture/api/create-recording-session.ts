import type { RecordingType } from '@common/schemas/recording.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RecordingSessionDto } from './recording-session.types';

export interface CreateRecordingSessionInput {
  visitId?: number;
  recordingType?: RecordingType;
  mimeType: string;
}

/** POST /api/recording-sessions → 201 with the new session (status "recording"). */
export function createRecordingSession(input: CreateRecordingSessionInput): Promise<RecordingSessionDto> {
  return apiRequest<RecordingSessionDto>('POST', '/api/recording-sessions', input);
}

export function useCreateRecordingSession() {
  return useMutation({ mutationFn: createRecordingSession });
}
