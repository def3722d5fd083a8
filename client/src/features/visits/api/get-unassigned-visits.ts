import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export function getUnassignedVisits(signal?: AbortSignal): Promise<VisitSummaryDto[]> {
  return apiGetStrict<VisitSummaryDto[]>('/api/visits/unassigned', signal);
}

export function unassignedVisitsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/visits/unassigned'] as const,
    queryFn: ({ signal }) => getUnassignedVisits(signal),
  });
}

export function useUnassignedVisits() {
  return useQuery(unassignedVisitsQueryOptions());
}
