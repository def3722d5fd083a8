import { FileText, Mic, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DATE_TIME_LONG_FORMAT, formatDate, formatDuration } from '../../../lib/format-date';
import type { UnfinishedSession } from '../utils/merge-unfinished-sessions';

interface UnfinishedSessionItemProps {
  session: UnfinishedSession;
  disabled: boolean;
  onResume: () => void;
  onFinish: () => void;
  onDiscard: () => void;
}

/** One interrupted recording with its three ways out. */
export function UnfinishedSessionItem({
  session,
  disabled,
  onResume,
  onFinish,
  onDiscard,
}: UnfinishedSessionItemProps) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
      data-session-id={session.id}
    >
      <div className="text-sm">
        <p className="font-medium">
          {formatDuration(session.seconds)} recorded
          <span className="font-normal text-muted-foreground">
            {' '}
            · last saved {formatDate(session.updatedAt, DATE_TIME_LONG_FORMAT, 'at an unknown time')}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          {session.local ? 'Kept in this browser until the note is made' : 'Kept on the server'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onResume} disabled={disabled}>
          <Mic aria-hidden="true" />
          Resume recording
        </Button>
        <Button size="sm" variant="outline" onClick={onFinish} disabled={disabled}>
          <FileText aria-hidden="true" />
          Finish and transcribe
        </Button>
        <ConfirmDialog
          title="Discard this recording?"
          description="The audio recorded so far is deleted from this browser and from the server. This cannot be undone."
          confirmLabel="Discard"
          onConfirm={onDiscard}
        >
          <Button size="sm" variant="ghost" disabled={disabled}>
            <Trash2 aria-hidden="true" />
            Discard
          </Button>
        </ConfirmDialog>
      </div>
    </li>
  );
}
