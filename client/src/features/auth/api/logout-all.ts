import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';

export function logoutAll(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/logout-all');
}

/** Ends every session of the signed-in user (other browsers and devices too), then forgets everything locally. */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAll,
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
