import { useQuery } from '@tanstack/react-query';
import { NetworkError } from '../../../lib/api-error';
import { useUnfinishedRecordingSessions } from '../api/get-recording-sessions';
import { getChunkQueue } from '../utils/chunk-queue';
import { mergeUnfinishedSessions, type UnfinishedSession } from '../utils/merge-unfinished-sessions';
import { useBusySessions } from './use-busy-sessions';

/** Query key of the sessions kept in this browser's IndexedDB. */
export const LOCAL_SESSIONS_KEY = ['indexeddb:recording-sessions'] as const;

/** Unfinished sessions of a visit, from this browser and from the server; either source alone is enough. */
export function useUnfinishedSessions(visitId: number): { sessions: UnfinishedSession[]; loading: boolean } {
  const busy = useBusySessions();
  const localQuery = useQuery({
    queryKey: LOCAL_SESSIONS_KEY,
    queryFn: async () => (await getChunkQueue()).listSessions(),
  });
  const serverQuery = useUnfinishedRecordingSessions();
  // Offline, this browser's copies are all there is to go on; while the server list loads, nothing is confirmed.
  const server = serverQuery.error instanceof NetworkError ? null : (serverQuery.data ?? []);
  const sessions = mergeUnfinishedSessions(localQuery.data ?? [], server, visitId, busy);
  return { sessions, loading: localQuery.isPending && serverQuery.isPending };
}
