import { Info } from 'lucide-react';
import { isDoctor } from '@common/roles';
import { cn } from '../../../lib/utils';

const DOCTOR_TEXT =
  'These visits have been prepared by Medical Assistants and need your review to complete the Assessment and Plan sections.';
const ASSISTANT_TEXT =
  'As a Medical Assistant, you can document the Subjective and Objective sections. Once complete, save the recording to send for doctor review.';

/** Active visits banner: amber for doctors; any other role is treated as a medical assistant (blue). */
export function RoleBanner({ role }: { role: string | null | undefined }) {
  const doctor = isDoctor(role);
  return (
    <div
      role="note"
      data-banner={doctor ? 'doctor' : 'assistant'}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4 text-sm',
        doctor ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-blue-300 bg-blue-50 text-blue-900',
      )}
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{doctor ? DOCTOR_TEXT : ASSISTANT_TEXT}</p>
    </div>
  );
}
