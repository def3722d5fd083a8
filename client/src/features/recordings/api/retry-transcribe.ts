import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Transcribes an upload the server kept after a failure, without sending the audio again. */
export function retryTranscription(audioId: string): Promise<TranscriptionResponse> {
  return apiRequest<TranscriptionResponse>('POST', '/api/transcribe/retry', { audioId });
}

export function useRetryTranscription() {
  return useMutation({ mutationFn: retryTranscription });
}
