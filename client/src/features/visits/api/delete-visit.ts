import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';

export function deleteVisit(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/visits/${id}`);
}

export function useDeleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVisit,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['/api/visits', id], exact: true });
      return invalidateVisitData(queryClient);
    },
  });
}
