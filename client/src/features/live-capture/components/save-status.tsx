import { WifiOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatDuration } from '../../../lib/format-date';
import { useOnline } from '../hooks/use-online';
import { useSendStatus } from '../hooks/use-send-status';

/** "Saved up to mm:ss" (what the server holds) and, while pieces wait in this browser, the offline badge. */
export function SaveStatus({ sessionId }: { sessionId: string | null }) {
  const status = useSendStatus(sessionId);
  const online = useOnline();
  const queued = status.pending > 0 && (status.retrying || !online);
  if (!sessionId) return null;
  return (
    <div className="flex flex-col items-center gap-1 text-sm">
      <div className="flex flex-wrap items-center justify-center gap-2">
        <span className="text-muted-foreground" data-testid="saved-up-to">
          Saved up to {formatDuration(status.savedSeconds)}
        </span>
        {queued && (
          <Badge variant="warning" className="gap-1">
            <WifiOff className="h-3 w-3" aria-hidden="true" />
            Offline · {status.pending} {status.pending === 1 ? 'piece' : 'pieces'} queued
          </Badge>
        )}
      </div>
      {status.error && (
        <p role="alert" className="text-destructive">
          {status.error}
        </p>
      )}
    </div>
  );
}
