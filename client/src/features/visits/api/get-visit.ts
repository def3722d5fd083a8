import type { VisitDto } from '@common/schemas/visit.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export function getVisit(id: number, signal?: AbortSignal): Promise<VisitDto> {
  return apiGetStrict<VisitDto>(`/api/visits/${id}`, signal);
}

export function visitQueryOptions(id: number) {
  return queryOptions({ queryKey: ['/api/visits', id] as const, queryFn: ({ signal }) => getVisit(id, signal) });
}

export function useVisit(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...visitQueryOptions(id), enabled: enabled && id > 0 });
}
