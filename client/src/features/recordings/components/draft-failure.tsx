import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const DRAFT_FAILED = 'Transcription of this recording failed or was interrupted. The audio is kept.';

/** A stored recording whose transcription failed: the audio is kept, and Retry transcribes it again. */
export function DraftFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
      data-recorder-state="failed"
    >
      <p>{DRAFT_FAILED}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
