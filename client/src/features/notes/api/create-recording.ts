import type { InsertRecordingInput, RecordingDto } from '@common/schemas/recording.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';

export function createRecording(data: InsertRecordingInput): Promise<RecordingDto> {
  return apiRequest<RecordingDto>('POST', '/api/recordings', data);
}

export function useCreateRecording() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRecording, onSuccess: () => invalidateVisitData(queryClient) });
}
