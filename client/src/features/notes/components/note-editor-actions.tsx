import type { VisitAction } from '@common/visit-actions';
import { CheckCircle2, Save, Send, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface NoteEditorActionsProps {
  /** What the rule table allows this user on this visit: only those buttons are shown. */
  allowed: ReadonlySet<VisitAction>;
  pending: boolean;
  hasPatient: boolean;
  hasDoctor: boolean;
  onSendForReview: () => void;
  onComplete: () => void;
  onCancel?: () => void;
}

/** Save, 'Send for Doctor Review' and 'Complete Visit', each shown only when the rule table allows it. */
export function NoteEditorActions({
  allowed,
  pending,
  hasPatient,
  hasDoctor,
  onSendForReview,
  onComplete,
  onCancel,
}: NoteEditorActionsProps) {
  const canSend = allowed.has('send_for_review');
  const canComplete = allowed.has('complete');
  let reviewHint: string | null = null;
  if (!hasDoctor) reviewHint = 'Please select a doctor first';
  else if (!hasPatient) reviewHint = 'Please select a patient first';

  return (
    <div className="space-y-2 border-t pt-4">
      <div className="flex flex-wrap gap-2">
        {allowed.has('save') && (
          <Button type="submit" disabled={pending}>
            <Save aria-hidden="true" />
            {pending ? 'Saving...' : 'Save Note'}
          </Button>
        )}
        {canSend && (
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
        {canComplete && (
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
      {canSend && reviewHint && (
        <p id="send-review-hint" className="text-sm text-muted-foreground">
          {reviewHint}
        </p>
      )}
      {canComplete && !hasPatient && (
        <p id="complete-hint" className="text-sm text-muted-foreground">
          Select a patient to complete this visit.
        </p>
      )}
    </div>
  );
}
