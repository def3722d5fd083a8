import { CheckCircle2, Stethoscope } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface DoctorReviewNoticeProps {
  onComplete: () => void;
}

/** Doctor only, on a pending_doctor_review visit: review mode notice plus the completion shortcut. */
export function DoctorReviewNotice({ onComplete }: DoctorReviewNoticeProps) {
  return (
    <div role="note" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <div className="flex items-start gap-3">
        <Stethoscope className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Doctor Review Mode</p>
          <p className="text-sm">
            The Subjective and Objective sections have been prefilled by the medical assistant. Please complete the
            Assessment and Plan sections, then complete the visit.
          </p>
        </div>
      </div>
      <Button onClick={onComplete} className="bg-amber-700 text-white hover:bg-amber-800">
        <CheckCircle2 aria-hidden="true" />
        Mark Visit as Completed
      </Button>
    </div>
  );
}
