import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC section 7: cached data never refetches on its own (infinite staleness, no refetch on focus, no interval,
 * no retries). The active and completed lists opt into polling in their own query options.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
