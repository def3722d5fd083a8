import type { PatientDto } from '@common/schemas/patient.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export const PATIENTS_QUERY_KEY = ['/api/patients'] as const;

export function getPatients(signal?: AbortSignal): Promise<PatientDto[]> {
  return apiGetStrict<PatientDto[]>('/api/patients', signal);
}

export function patientsQueryOptions() {
  return queryOptions({ queryKey: PATIENTS_QUERY_KEY, queryFn: ({ signal }) => getPatients(signal) });
}

/** `enabled` is false for the patient role: that list is never fetched for patients (SPEC section 7). */
export function usePatients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...patientsQueryOptions(), enabled });
}
