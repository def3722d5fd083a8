import { ACCESS_REASON_HEADER } from '@common/access';
import type { PatientWithVisitsDto } from '@common/schemas/patient.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

/** `reason`: why a chart outside the caller's care team is opened (ACCESS=care-team); the server audits it. */
export function getPatient(id: number, signal?: AbortSignal, reason?: string): Promise<PatientWithVisitsDto> {
  return apiGetStrict<PatientWithVisitsDto>(
    `/api/patients/${id}`,
    signal,
    reason ? { [ACCESS_REASON_HEADER]: reason } : undefined,
  );
}

export function patientQueryOptions(id: number, reason?: string) {
  return queryOptions({
    queryKey: reason ? (['/api/patients', id, { reason }] as const) : (['/api/patients', id] as const),
    queryFn: ({ signal }) => getPatient(id, signal, reason),
  });
}

export function usePatient(id: number | null, { enabled = true, reason }: { enabled?: boolean; reason?: string } = {}) {
  return useQuery({ ...patientQueryOptions(id ?? 0, reason), enabled: enabled && id !== null && id > 0 });
}
