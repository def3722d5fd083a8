import { registerSchema, type RegisterData, type RegisterInput } from '@common/schemas/auth.schema';
import { MIN_STRONG_PASSWORD_LENGTH } from '@common/limits';
import { REGISTRATION_FORM_ROLES } from '@common/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { fieldAria, FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useRegister } from '../api/register';

/** The server's rule (ours, stricter than the spec's 8, whose message the form keeps); the server says which failed. */
export const PASSWORD_POLICY_HINT = `At least ${MIN_STRONG_PASSWORD_LENGTH} characters; common passwords are refused.`;

interface RegisterFormProps {
  onSuccess: () => void;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const registerMutation = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    // SPEC section 2: the form carries both flags, defaulting to false; they are not shown.
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      canRecordInitial: false,
      canRecordDoctor: false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync(values);
      toast({ title: 'Success', description: 'Account created successfully' });
      onSuccess();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to create account'),
      });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField id="register-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...fieldAria('register-name', errors.name?.message)} {...form.register('name')} />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria('register-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="register-role" label="Role" error={errors.role?.message}>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger
                {...fieldAria('register-role', errors.role?.message)}
                onBlur={field.onBlur}
                ref={field.ref}
              >
                <SelectValue placeholder="Select your role" />
              </SelectTrigger>
              <SelectContent>
                {REGISTRATION_FORM_ROLES.map((role) => (
                  <SelectItem key={role.value} value={role.value}>
                    {role.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password?.message} hint={PASSWORD_POLICY_HINT}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('register-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="register-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldAria('register-confirm-password', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Register'}
      </Button>
    </form>
  );
}
