import type { NoteVersionDto } from '@common/schemas/recording.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

/** The note's version history (who changed which fields, when), oldest first. */
export function getNoteVersions(visitId: number, signal?: AbortSignal): Promise<NoteVersionDto[]> {
  return apiGetStrict<NoteVersionDto[]>(`/api/recordings/visit/${visitId}/versions`, signal);
}

export function useNoteVersions(visitId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    // Under /api/recordings/visit so saving a note refreshes the history too.
    queryKey: ['/api/recordings/visit', visitId, 'versions'] as const,
    queryFn: ({ signal }) => getNoteVersions(visitId, signal),
    enabled: enabled && visitId > 0,
  });
}
