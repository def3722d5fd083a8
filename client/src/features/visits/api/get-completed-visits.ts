import { POLL_INTERVAL_MS } from '@common/limits';
import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export const COMPLETED_VISITS_QUERY_KEY = ['/api/visits/completed'] as const;

export function getCompletedVisits(signal?: AbortSignal): Promise<VisitSummaryDto[]> {
  return apiGetStrict<VisitSummaryDto[]>('/api/visits/completed', signal);
}

export function completedVisitsQueryOptions() {
  return queryOptions({
    queryKey: COMPLETED_VISITS_QUERY_KEY,
    queryFn: ({ signal }) => getCompletedVisits(signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export function useCompletedVisits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...completedVisitsQueryOptions(), enabled });
}
