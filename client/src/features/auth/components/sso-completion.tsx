import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PageMessage } from '../../../components/feedback/page-message';
import { toast } from '../../../components/ui/use-toast';
import { setToken } from '../../../lib/auth-token';

/**
 * Where the server's single sign-on callback sends the browser: the session token (or the reason it failed) is in
 * the URL fragment, which is stored like a password login's token and then removed from the address bar.
 */
export function SsoCompletion() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', '/sso');
    const token = params.get('token');
    if (!token) {
      setError(params.get('error') ?? 'Single sign-on did not complete. Please try again.');
      return;
    }
    queryClient.clear();
    setToken(token);
    toast({ title: 'Success', description: 'Logged in successfully' });
    navigate('/', { replace: true });
  }, [navigate, queryClient]);

  if (!error) return <PageMessage>Signing in...</PageMessage>;
  return (
    <div className="space-y-4 text-center">
      <PageMessage tone="error">{error}</PageMessage>
      <Link href="/login" className="text-sm text-primary underline-offset-4 hover:underline">
        Back to login
      </Link>
    </div>
  );
}
