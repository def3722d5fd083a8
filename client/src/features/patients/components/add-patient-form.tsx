import { GENDERS } from '@common/schemas/fields.schema';
import { insertPatientSchema, type InsertPatient, type InsertPatientInput } from '@common/schemas/patient.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { fieldAria, FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreatePatient } from '../api/create-patient';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

interface AddPatientFormProps {
  onDone: () => void;
}

export function AddPatientForm({ onDone }: AddPatientFormProps) {
  const createPatient = useCreatePatient();
  // SPEC section 5: the form's defaults are empty strings; the shared schema treats "" as "not given".
  const form = useForm<InsertPatientInput, unknown, InsertPatient>({
    resolver: zodResolver(insertPatientSchema),
    defaultValues: { name: '', email: '', phoneNumber: '', gender: '', dateOfBirth: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createPatient.mutateAsync(values);
      toast({ title: 'Success', description: 'Patient added successfully' });
      form.reset();
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to add patient') });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField id="patient-name" label="Full Name" error={errors.name?.message}>
        <Input {...fieldAria('patient-name', errors.name?.message)} {...form.register('name')} />
      </FormField>
      <FormField id="patient-email" label="Email" error={errors.email?.message}>
        <Input type="email" {...fieldAria('patient-email', errors.email?.message)} {...form.register('email')} />
      </FormField>
      <FormField id="patient-phone" label="Phone Number" error={errors.phoneNumber?.message}>
        <Input
          type="tel"
          {...fieldAria('patient-phone', errors.phoneNumber?.message)}
          {...form.register('phoneNumber')}
        />
      </FormField>
      <FormField id="patient-gender" label="Gender" error={errors.gender?.message}>
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <Select
              value={typeof field.value === 'string' ? field.value : ''}
              onValueChange={field.onChange}
              name={field.name}
            >
              <SelectTrigger
                {...fieldAria('patient-gender', errors.gender?.message)}
                ref={field.ref}
                onBlur={field.onBlur}
              >
                <SelectValue placeholder="Select gender" />
              </SelectTrigger>
              <SelectContent>
                {GENDERS.map((gender) => (
                  <SelectItem key={gender} value={gender}>
                    {GENDER_LABELS[gender]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField id="patient-dob" label="Date of Birth" error={errors.dateOfBirth?.message}>
        <Input
          type="date"
          {...fieldAria('patient-dob', errors.dateOfBirth?.message)}
          {...form.register('dateOfBirth')}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={createPatient.isPending}>
          {createPatient.isPending ? 'Adding...' : 'Add Patient'}
        </Button>
      </div>
    </form>
  );
}
