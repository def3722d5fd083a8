import type { RegisterData, RegisterResponse } from '@common/schemas/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** SPEC section 8: the call fails with the server's message, else 'Failed to register'. */
export async function register(data: RegisterData): Promise<RegisterResponse> {
  try {
    return await apiRequest<RegisterResponse>('POST', '/api/auth/register', data);
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage === null) error.message = 'Failed to register';
    throw error;
  }
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
