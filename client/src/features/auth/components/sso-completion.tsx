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
  // The fragment is read once, before the effect clears it from the address bar.
  const [params] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const token = params.get('token');
  const error = token ? null : (params.get('error') ?? 'Single sign-on did not complete. Please try again.');

  useEffect(() => {
    window.history.replaceState(null, '', '/sso');
    if (!token) return;
    queryClient.clear();
    setToken(token);
    toast({ title: 'Success', description: 'Logged in successfully' });
    navigate('/', { replace: true });
  }, [navigate, queryClient, token]);

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
