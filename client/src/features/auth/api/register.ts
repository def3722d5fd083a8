import type { RegisterData, UserDto } from '@common/schemas/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function register(data: RegisterData): Promise<UserDto> {
  return apiRequest<UserDto>('POST', '/api/auth/register', data);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
