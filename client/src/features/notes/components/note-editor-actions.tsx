import { CheckCircle2, Save, Send, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface NoteEditorActionsProps {
  doctor: boolean;
  pending: boolean;
  hasPatient: boolean;
  hasDoctor: boolean;
  onSendForReview: () => void;
  onComplete: () => void;
  onCancel?: () => void;
}

/** Save for everyone; 'Send for Doctor Review' for assistants; 'Complete Visit' for doctors. */
export function NoteEditorActions({
  doctor,
  pending,
  hasPatient,
  hasDoctor,
  onSendForReview,
  onComplete,
  onCancel,
}: NoteEditorActionsProps) {
  let reviewHint: string | null = null;
  if (!hasDoctor) reviewHint = 'Please select a doctor first';
  else if (!hasPatient) reviewHint = 'Please select a patient first';

  return (
    <div className="space-y-2 border-t pt-4">
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          <Save aria-hidden="true" />
          {pending ? 'Saving...' : 'Save Note'}
        </Button>
        {!doctor && (
          <Button
            variant="secondary"
            onClick={onSendForReview}
            disabled={pending || reviewHint !== null}
            aria-describedby={reviewHint ? 'send-review-hint' : undefined}
          >
            <Send aria-hidden="true" />
            Send for Doctor Review
          </Button>
        )}
        {doctor && (
          <Button
            variant="secondary"
            onClick={onComplete}
            disabled={pending || !hasPatient}
            aria-describedby={!hasPatient ? 'complete-hint' : undefined}
          >
            <CheckCircle2 aria-hidden="true" />
            Complete Visit
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
      {!doctor && reviewHint && (
        <p id="send-review-hint" className="text-sm text-muted-foreground">
          {reviewHint}
        </p>
      )}
      {doctor && !hasPatient && (
        <p id="complete-hint" className="text-sm text-muted-foreground">
          Select a patient to complete this visit.
        </p>
      )}
    </div>
  );
}
