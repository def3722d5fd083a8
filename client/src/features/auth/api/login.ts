import type { LoginResponse } from '@common/schemas/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';
import { USER_QUERY_KEY } from './get-user';

export interface LoginCredentials {
  email: string;
  password: string;
}

export function login(credentials: LoginCredentials): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', credentials);
}

/** Stores the token and primes the current-user cache with the user the server returned. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      queryClient.clear();
      setToken(response.token);
      queryClient.setQueryData(USER_QUERY_KEY, response.user);
    },
  });
}
