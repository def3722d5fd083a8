import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetStrict } from '../../../lib/api-client';

export interface SsoStatus {
  enabled: boolean;
}

export function getSsoStatus(signal?: AbortSignal): Promise<SsoStatus> {
  return apiGetStrict<SsoStatus>('/api/auth/oidc', signal);
}

/** Whether the clinic configured single sign-on (the login page then offers it). */
export function useSsoStatus() {
  return useQuery(queryOptions({ queryKey: ['/api/auth/oidc'], queryFn: ({ signal }) => getSsoStatus(signal) }));
}
