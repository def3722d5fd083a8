import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';

export function logout(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/logout');
}

/**
 * Revokes the session on the server, then forgets everything locally. The local part runs even when the server
 * call fails (offline, already expired): signing out must always work.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
