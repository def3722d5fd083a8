import { Link, useLocation } from 'wouter';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { LoginForm } from '../../features/auth/components/login-form';
import { SsoLink } from '../../features/auth/components/sso-link';
import { AuthHeading } from '../layout/auth-heading';

export function LoginPage() {
  const [, navigate] = useLocation();
  return (
    <div className="w-full max-w-md space-y-6">
      <AuthHeading title="Welcome to ChartScribe" subtitle="Login to your account" />
      <Card>
        <CardHeader>
          <CardTitle>Login</CardTitle>
        </CardHeader>
        <CardContent>
          <LoginForm onSuccess={() => navigate('/')} />
          <div className="mt-4">
            <SsoLink />
          </div>
        </CardContent>
        <CardFooter className="justify-center">
          <Link href="/register" className="text-sm text-primary underline-offset-4 hover:underline">
            Don't have an account? Register here
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
