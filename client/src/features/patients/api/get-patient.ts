import type { PatientWithVisitsDto } from '@common/schemas/patient.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export function getPatient(id: number, signal?: AbortSignal): Promise<PatientWithVisitsDto> {
  return apiGetStrict<PatientWithVisitsDto>(`/api/patients/${id}`, signal);
}

export function patientQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['/api/patients', id] as const,
    queryFn: ({ signal }) => getPatient(id, signal),
  });
}

export function usePatient(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...patientQueryOptions(id ?? 0), enabled: enabled && id !== null && id > 0 });
}
