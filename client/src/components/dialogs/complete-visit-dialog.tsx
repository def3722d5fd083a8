import type { CodeSuggestion } from '@common/schemas/note.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldAria, FormField } from '../form/form-field';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Textarea } from '../ui/textarea';

export const FINAL_DIAGNOSIS_REQUIRED = 'Enter the final diagnosis before completing this visit.';

const finalDiagnosisSchema = z.object({
  finalDiagnosis: z.string().trim().min(1, FINAL_DIAGNOSIS_REQUIRED).max(2000, 'Final diagnosis is too long'),
});
type FinalDiagnosisValues = z.infer<typeof finalDiagnosisSchema>;

interface CompleteVisitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (finalDiagnosis: string) => Promise<void>;
  pending: boolean;
  /** The codes that will be billed with the signed note, listed for confirmation. */
  codes: CodeSuggestion[];
}

/** Sign-off: a final diagnosis is required and the codes to be billed are shown before the visit is completed. */
export function CompleteVisitDialog({ open, onOpenChange, onConfirm, pending, codes }: CompleteVisitDialogProps) {
  const form = useForm<FinalDiagnosisValues>({
    resolver: zodResolver(finalDiagnosisSchema),
    defaultValues: { finalDiagnosis: '' },
  });
  const error = form.formState.errors.finalDiagnosis?.message;

  useEffect(() => {
    if (open) form.reset({ finalDiagnosis: '' });
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    await onConfirm(values.finalDiagnosis);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Complete Visit</DialogTitle>
            <DialogDescription>
              Enter the final diagnosis and check the codes to be billed. A completed visit can no longer be edited;
              later information is added as an addendum.
            </DialogDescription>
          </DialogHeader>
          <FormField id="final-diagnosis" label="Final Diagnosis" error={error}>
            <Textarea
              rows={4}
              placeholder="Enter the final diagnosis..."
              {...fieldAria('final-diagnosis', error)}
              {...form.register('finalDiagnosis')}
            />
          </FormField>
          <section aria-labelledby="billed-codes-heading" className="space-y-2">
            <h3 id="billed-codes-heading" className="text-sm font-semibold">
              Codes to be billed
            </h3>
            {codes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No codes selected.</p>
            ) : (
              <ul className="space-y-1 text-sm" data-testid="billed-codes">
                {codes.map((code) => (
                  <li key={`${code.type}-${code.code}`} className="break-words">
                    <span className="font-mono font-semibold">{code.code}</span> ({code.type}) {code.description}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
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
