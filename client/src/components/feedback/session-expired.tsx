import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { clearToken } from '../../lib/auth-token';
import { PageMessage } from './page-message';

/** The stored token no longer works: forget it and go to /login. */
export function SessionExpired() {
  const [, navigate] = useLocation();
  useEffect(() => {
    clearToken();
    navigate('/login', { replace: true });
  }, [navigate]);
  return <PageMessage>Your session has ended. Redirecting to login...</PageMessage>;
}
