import { Button } from '../../../components/ui/button';
import { useSsoStatus } from '../api/get-sso-status';

/** "Sign in with single sign-on", shown only when the server has an identity provider configured. */
export function SsoLink() {
  const status = useSsoStatus();
  if (!status.data?.enabled) return null;
  return (
    <Button asChild variant="outline" className="w-full">
      {/* A full page load: the server redirects to the identity provider. */}
      <a href="/api/auth/oidc/start">Sign in with single sign-on</a>
    </Button>
  );
}
