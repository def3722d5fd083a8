import { loginSchema, type LoginInput } from '@common/schemas/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldAria, FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useLogin } from '../api/login';

type LoginValues = { email: string; password: string };

interface LoginFormProps {
  onSuccess: () => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const loginMutation = useLogin();
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
      toast({ title: 'Success', description: 'Logged in successfully' });
      onSuccess();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to login') });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria('login-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldAria('login-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
