import type { VisitDto } from '@common/schemas/visit.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

/** Gets or creates the open visit for a patient; 0 means "no patient yet" (the caller's unassigned visit). */
export function getPatientActiveVisit(patientId: number, signal?: AbortSignal): Promise<VisitDto> {
  return apiGetStrict<VisitDto>(`/api/visits/active/${patientId}`, signal);
}

export function patientActiveVisitQueryOptions(patientId: number) {
  return queryOptions({
    // Not under '/api/visits/...' on purpose: invalidating visit lists must not create another visit.
    queryKey: ['new-visit', patientId] as const,
    queryFn: ({ signal }) => getPatientActiveVisit(patientId, signal),
    gcTime: 0,
  });
}

export function usePatientActiveVisit(patientId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...patientActiveVisitQueryOptions(patientId), enabled });
}
