import type { UserDto } from '@common/schemas/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, or null when the session is missing or expired (401 yields null here). */
export function getUser(signal?: AbortSignal): Promise<UserDto | null> {
  return apiGet<UserDto>('/api/user', { on401: 'returnNull', signal });
}

export function userQueryOptions() {
  return queryOptions({ queryKey: USER_QUERY_KEY, queryFn: ({ signal }) => getUser(signal) });
}

export function useUser() {
  return useQuery(userQueryOptions());
}
