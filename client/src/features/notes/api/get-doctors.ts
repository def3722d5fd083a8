import type { DoctorDto } from '@common/schemas/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export function getDoctors(signal?: AbortSignal): Promise<DoctorDto[]> {
  return apiGetStrict<DoctorDto[]>('/api/doctors', signal);
}

export function doctorsQueryOptions() {
  return queryOptions({ queryKey: ['/api/doctors'] as const, queryFn: ({ signal }) => getDoctors(signal) });
}

/** Only medical assistants (and other non-doctor providers) pick a doctor, so only they fetch the list. */
export function useDoctors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...doctorsQueryOptions(), enabled });
}
