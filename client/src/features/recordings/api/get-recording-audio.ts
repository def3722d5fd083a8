import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetBlob } from '../../../lib/api-client';

/** The audio needs the bearer token, so it is fetched as a blob rather than linked directly. */
export function getRecordingAudio(recordingId: number, signal?: AbortSignal): Promise<Blob> {
  return apiGetBlob(`/api/recordings/${recordingId}/audio`, signal);
}

export function recordingAudioQueryOptions(recordingId: number) {
  return queryOptions({
    queryKey: ['/api/recordings', recordingId, 'audio'] as const,
    queryFn: ({ signal }) => getRecordingAudio(recordingId, signal),
    // Audio can be large; do not keep it in memory after the player is gone.
    gcTime: 0,
  });
}

export function useRecordingAudio(recordingId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recordingAudioQueryOptions(recordingId), enabled });
}
