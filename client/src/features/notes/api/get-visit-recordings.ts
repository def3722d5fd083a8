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

/** The visit's note is its newest recording that is not an addendum (the list comes newest first). */
export function currentNote(recordings: readonly RecordingDto[]): RecordingDto | null {
  return recordings.find((recording) => recording.recordingType !== 'addendum') ?? null;
}

export function useVisitNote(visitId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...visitRecordingsQueryOptions(visitId),
    enabled: enabled && visitId > 0,
    select: currentNote,
  });
}

/** Every recording of the visit: intake, doctor's dictation, addenda; newest first. */
export function useVisitRecordings(visitId: number) {
  return useQuery({ ...visitRecordingsQueryOptions(visitId), enabled: visitId > 0 });
}
