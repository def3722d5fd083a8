import type { QueryClient } from '@tanstack/react-query';

/**
 * After a visit or note changes, every cached list, visit, patient history and note may be stale.
 * Query keys start with the API path they fetch, so one predicate covers them without features knowing each other.
 */
export function invalidateVisitData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return (
        typeof head === 'string' &&
        (head.startsWith('/api/visits') || head.startsWith('/api/patients') || head.startsWith('/api/recordings/visit'))
      );
    },
  });
}
