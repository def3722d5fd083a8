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
    // A recording still being transcribed (or failed) has no note yet: the visit's note is the newest finished one.
    select: (recordings): RecordingDto | null =>
      currentNote(recordings.filter((recording) => recording.status === 'done')) ?? currentNote(recordings),
  });
}

/** While a draft is processing its list is re-read this often, so the page shows it done (or failed) without a reload. */
export const DRAFT_POLL_MS = 2000;

/**
 * The caller's newest recording on the visit: what the new-visit page reopens after a reload or Back (a draft
 * still processing, failed, or done and not yet saved).
 */
export function useMyVisitDraft(visitId: number, userId: number) {
  return useQuery({
    ...visitRecordingsQueryOptions(visitId),
    enabled: visitId > 0,
    select: (recordings): RecordingDto | null => recordings.find((recording) => recording.createdBy === userId) ?? null,
    refetchInterval: (query) =>
      query.state.data?.some((recording) => recording.createdBy === userId && recording.status === 'processing')
        ? DRAFT_POLL_MS
        : false,
  });
}

/** Every recording of the visit: intake, doctor's dictation, addenda; newest first. */
export function useVisitRecordings(visitId: number) {
  return useQuery({ ...visitRecordingsQueryOptions(visitId), enabled: visitId > 0 });
}
