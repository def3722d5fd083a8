import type { ReactNode } from 'react';
import { Label } from '../ui/label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control and its validation message. Controls point at `${id}-error` with aria-describedby. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint !== undefined && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its FormField's message. */
export function fieldAria(
  id: string,
  error: string | undefined,
): { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string } {
  return error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id, 'aria-invalid': false };
}
