import type { UpdateVisitInput, VisitDto } from '@common/schemas/visit.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';

export interface UpdateVisitVariables {
  id: number;
  data: UpdateVisitInput;
}

export function updateVisit({ id, data }: UpdateVisitVariables): Promise<VisitDto> {
  return apiRequest<VisitDto>('PATCH', `/api/visits/${id}`, data);
}

export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisit,
    onSuccess: (visit) => {
      queryClient.setQueryData(['/api/visits', visit.id], visit);
      return invalidateVisitData(queryClient);
    },
  });
}
