import { insertVisitSchema } from '@common/schemas/visit.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { fieldAria, FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';

const finalDiagnosisSchema = insertVisitSchema.pick({ finalDiagnosis: true });
interface FinalDiagnosisValues {
  finalDiagnosis?: string | null;
}

interface CompleteVisitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (finalDiagnosis: string) => Promise<void>;
  pending: boolean;
}

export function CompleteVisitDialog({ open, onOpenChange, onConfirm, pending }: CompleteVisitDialogProps) {
  const form = useForm<FinalDiagnosisValues>({
    resolver: zodResolver(finalDiagnosisSchema),
    defaultValues: { finalDiagnosis: '' },
  });
  const error = form.formState.errors.finalDiagnosis?.message;

  useEffect(() => {
    if (open) form.reset({ finalDiagnosis: '' });
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    await onConfirm(values.finalDiagnosis ?? '');
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Complete Visit</DialogTitle>
            <DialogDescription>Enter the final diagnosis. A completed visit can no longer be edited.</DialogDescription>
          </DialogHeader>
          <FormField id="final-diagnosis" label="Final Diagnosis" error={error}>
            <Textarea
              rows={4}
              placeholder="Enter the final diagnosis..."
              {...fieldAria('final-diagnosis', error)}
              {...form.register('finalDiagnosis')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Completing...' : 'Complete Visit'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
