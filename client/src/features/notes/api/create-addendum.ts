import type { ProviderRole } from '@common/roles';
import type { RecordingDto } from '@common/schemas/recording.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';

export interface CreateAddendumVariables {
  visitId: number;
  creatorRole: ProviderRole;
  text: string;
}

/** An addendum is a new recording of type addendum on a completed visit; the signed note is never edited. */
export function createAddendum({ visitId, creatorRole, text }: CreateAddendumVariables): Promise<RecordingDto> {
  return apiRequest<RecordingDto>('POST', '/api/recordings', {
    visitId,
    recordingType: 'addendum',
    creatorRole,
    transcription: text,
  });
}

export function useCreateAddendum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAddendum, onSuccess: () => invalidateVisitData(queryClient) });
}
