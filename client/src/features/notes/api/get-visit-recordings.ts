import type { RecordingDto } from '@common/schemas/recording.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export function getVisitRecordings(visitId: number, signal?: AbortSignal): Promise<RecordingDto[]> {
  return apiGetStrict<RecordingDto[]>(`/api/recordings/visit/${visitId}`, signal);
}

export function visitRecordingsQueryOptions(visitId: number) {
  return queryOptions({
    queryKey: ['/api/recordings/visit', visitId] as const,
    queryFn: ({ signal }) => getVisitRecordings(visitId, signal),
  });
}

/** The visit's note is the newest recording: the list comes newest first and its first item is used. */
export function useVisitNote(visitId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...visitRecordingsQueryOptions(visitId),
    enabled: enabled && visitId > 0,
    select: (recordings): RecordingDto | null => recordings[0] ?? null,
  });
}
