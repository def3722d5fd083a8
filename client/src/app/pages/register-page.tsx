import { Link, useLocation } from 'wouter';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { AuthHeading } from '../layout/auth-heading';

export function RegisterPage() {
  const [, navigate] = useLocation();
  return (
    <div className="w-full max-w-md space-y-6">
      <AuthHeading title="Join ChartScribe" subtitle="Create your medical platform account" />
      <Card>
        <CardHeader>
          <CardTitle>Create an Account</CardTitle>
        </CardHeader>
        <CardContent>
          <RegisterForm onSuccess={() => navigate('/login')} />
        </CardContent>
        <CardFooter className="justify-center">
          <Link href="/login" className="text-sm text-primary underline-offset-4 hover:underline">
            Already have an account? Login here
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
