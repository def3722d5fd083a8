import { POLL_INTERVAL_MS } from '@common/limits';
import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createConditionalGet } from '../../../lib/api-client';

export const ACTIVE_VISITS_QUERY_KEY = ['/api/visits/active'] as const;

/** null when the session is gone: the Active screen shows 'Authentication Required' instead of redirecting. */
const fetchActiveVisits = createConditionalGet<VisitSummaryDto[]>('/api/visits/active');

export function getActiveVisits(signal?: AbortSignal): Promise<VisitSummaryDto[] | null> {
  return fetchActiveVisits({ on401: 'returnNull', signal });
}

/** The one list (with completed) that polls every 5000 ms (SPEC section 7). */
export function activeVisitsQueryOptions() {
  return queryOptions({
    queryKey: ACTIVE_VISITS_QUERY_KEY,
    queryFn: ({ signal }) => getActiveVisits(signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export function useActiveVisits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...activeVisitsQueryOptions(), enabled });
}
