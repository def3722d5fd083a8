import type { InsertPatient, PatientDto } from '@common/schemas/patient.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PATIENTS_QUERY_KEY } from './get-patients';

export function createPatient(data: InsertPatient): Promise<PatientDto> {
  return apiRequest<PatientDto>('POST', '/api/patients', data);
}

export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PATIENTS_QUERY_KEY }),
  });
}
