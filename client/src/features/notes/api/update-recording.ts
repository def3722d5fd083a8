import type { RecordingDto, UpdateRecordingInput } from '@common/schemas/recording.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';

export interface UpdateRecordingVariables {
  id: number;
  /** Carries the `version` the editor loaded; a stale one answers 409. */
  data: UpdateRecordingInput;
}

export function updateRecording({ id, data }: UpdateRecordingVariables): Promise<RecordingDto> {
  return apiRequest<RecordingDto>('PATCH', `/api/recordings/${id}`, data);
}

export function useUpdateRecording() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRecording, onSuccess: () => invalidateVisitData(queryClient) });
}
