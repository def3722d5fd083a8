import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getVisit, visitQueryOptions } from './get-visit';

/**
 * ACCESS=care-team: opens a visit outside the caller's care team with the reason they gave. The server records it
 * and lets the chart's notes and audio through from then on, so the page's refused reads are asked again.
 */
export function useOpenVisitWithReason(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => getVisit(id, undefined, reason),
    onSuccess: async (visit) => {
      queryClient.setQueryData(visitQueryOptions(id).queryKey, visit);
      await queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    },
  });
}
