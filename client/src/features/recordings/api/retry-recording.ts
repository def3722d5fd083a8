import type { RecordingDto } from '@common/schemas/recording.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';

/** Transcribes a failed or interrupted recording again from the audio the server kept. */
export function retryRecording(recordingId: number): Promise<RecordingDto> {
  return apiRequest<RecordingDto>('POST', `/api/recordings/${recordingId}/retry`);
}

export function useRetryRecording() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryRecording, onSettled: () => invalidateVisitData(queryClient) });
}
