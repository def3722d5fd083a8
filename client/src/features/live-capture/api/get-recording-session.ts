import type { RecordingSessionDto } from '@common/schemas/recording-session.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';
import { sessionPath } from './session-path';

/** How often the recorder re-reads the live transcript while recording. */
export const LIVE_TRANSCRIPT_POLL_MS = 3000;

export function getRecordingSession(id: string, signal?: AbortSignal): Promise<RecordingSessionDto> {
  return apiGetStrict<RecordingSessionDto>(sessionPath(id), signal);
}

export function recordingSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/recording-sessions', id] as const,
    queryFn: ({ signal }) => getRecordingSession(id, signal),
  });
}

/** The session with its live transcript, polled while `poll` is on. */
export function useRecordingSession(id: string | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...recordingSessionQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: poll ? LIVE_TRANSCRIPT_POLL_MS : false,
  });
}
