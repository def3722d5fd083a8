import { LogIn } from 'lucide-react';
import { useLocation } from 'wouter';
import { clearToken } from '../../lib/auth-token';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** Shown where a list answers 401 instead of redirecting (SPEC section 2, Active visits). */
export function AuthRequired() {
  const [, navigate] = useLocation();
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <CardTitle>Authentication Required</CardTitle>
        <CardDescription>Please Login</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          onClick={() => {
            clearToken();
            navigate('/login');
          }}
        >
          <LogIn aria-hidden="true" />
          Go to Login
        </Button>
      </CardContent>
    </Card>
  );
}
