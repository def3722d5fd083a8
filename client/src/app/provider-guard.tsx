import type { UserDto } from '@common/schemas/auth.schema';
import { isProviderRole } from '@common/roles';
import type { ReactNode } from 'react';
import { AccessDenied } from '../components/feedback/access-denied';
import { AuthRequired } from '../components/feedback/auth-required';
import { PageMessage } from '../components/feedback/page-message';
import { SessionExpired } from '../components/feedback/session-expired';
import { useUser } from '../features/auth/api/get-user';
import { getErrorMessage } from '../lib/api-error';

interface ProviderGuardProps {
  children: (user: UserDto) => ReactNode;
  /** 'permission': completed visits and visit details say 'Permission Required' (SPEC section 6). */
  denied?: 'access' | 'permission';
  /** Active visits shows 'Authentication Required' instead of redirecting when the session is gone. */
  onSignedOut?: 'redirect' | 'card';
}

/** Renders a provider page only for doctors, medical assistants and nurse practitioners. */
export function ProviderGuard({ children, denied = 'access', onSignedOut = 'redirect' }: ProviderGuardProps) {
  const userQuery = useUser();
  if (userQuery.isPending) return <PageMessage>Loading...</PageMessage>;
  if (userQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(userQuery.error, userQuery.error.message)}</PageMessage>;
  const user = userQuery.data;
  if (user === null) {
    return onSignedOut === 'card' ? <AuthRequired /> : <SessionExpired />;
  }
  if (!isProviderRole(user.role)) return <AccessDenied variant={denied} />;
  return <>{children(user)}</>;
}
