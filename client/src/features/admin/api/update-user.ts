import type { AdminUserDto, AdminUserUpdate } from '@common/schemas/admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export interface UpdateUserVariables {
  id: number;
  data: AdminUserUpdate;
}

export function updateAdminUser({ id, data }: UpdateUserVariables): Promise<AdminUserDto> {
  return apiRequest<AdminUserDto>('PATCH', `/api/admin/users/${id}`, data);
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
