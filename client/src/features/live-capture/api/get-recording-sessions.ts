import type { RecordingSessionDto } from '@common/schemas/recording-session.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

/** GET /api/recording-sessions?status=recording: the caller's unfinished sessions. */
export function getUnfinishedRecordingSessions(signal?: AbortSignal): Promise<RecordingSessionDto[]> {
  return apiGetStrict<RecordingSessionDto[]>('/api/recording-sessions?status=recording', signal);
}

export function unfinishedRecordingSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/recording-sessions', { status: 'recording' }] as const,
    queryFn: ({ signal }) => getUnfinishedRecordingSessions(signal),
  });
}

export function useUnfinishedRecordingSessions() {
  return useQuery(unfinishedRecordingSessionsQueryOptions());
}
