import type { AdminUserDto } from '@common/schemas/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

export function getAdminUsers(signal?: AbortSignal): Promise<AdminUserDto[]> {
  return apiGetStrict<AdminUserDto[]>('/api/admin/users', signal);
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: ADMIN_USERS_QUERY_KEY, queryFn: ({ signal }) => getAdminUsers(signal) });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
