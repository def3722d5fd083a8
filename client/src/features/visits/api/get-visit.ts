import { ACCESS_REASON_HEADER } from '@common/access';
import type { VisitDto } from '@common/schemas/visit.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

/** `reason`: why a visit outside the caller's care team is opened (ACCESS=care-team); the server audits it. */
export function getVisit(id: number, signal?: AbortSignal, reason?: string): Promise<VisitDto> {
  return apiGetStrict<VisitDto>(`/api/visits/${id}`, signal, reason ? { [ACCESS_REASON_HEADER]: reason } : undefined);
}

export function visitQueryOptions(id: number) {
  return queryOptions({ queryKey: ['/api/visits', id] as const, queryFn: ({ signal }) => getVisit(id, signal) });
}

export function useVisit(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...visitQueryOptions(id), enabled: enabled && id > 0 });
}
