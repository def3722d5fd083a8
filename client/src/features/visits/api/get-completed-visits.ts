import { POLL_INTERVAL_MS } from '@common/limits';
import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createConditionalGet } from '../../../lib/api-client';

export const COMPLETED_VISITS_QUERY_KEY = ['/api/visits/completed'] as const;

const fetchCompletedVisits = createConditionalGet<VisitSummaryDto[]>('/api/visits/completed');

export function getCompletedVisits(signal?: AbortSignal): Promise<VisitSummaryDto[]> {
  return fetchCompletedVisits({ signal }) as Promise<VisitSummaryDto[]>;
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
