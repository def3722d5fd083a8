import { History } from 'lucide-react';
import type { UnfinishedSession } from '../utils/merge-unfinished-sessions';
import { UnfinishedSessionItem } from './unfinished-session-item';

interface UnfinishedSessionsProps {
  sessions: UnfinishedSession[];
  disabled: boolean;
  onResume: (session: UnfinishedSession) => void;
  onFinish: (session: UnfinishedSession) => void;
  onDiscard: (session: UnfinishedSession) => void;
}

/** After a reload or crash: the visit's interrupted recordings, each to resume, finish into a note, or discard. */
export function UnfinishedSessions({ sessions, disabled, onResume, onFinish, onDiscard }: UnfinishedSessionsProps) {
  return (
    <section
      aria-labelledby="unfinished-recording-heading"
      className="w-full space-y-3 rounded-md border border-amber-300 bg-amber-50/60 p-3 text-left"
      data-testid="recording-recovery"
    >
      <div className="space-y-1">
        <h3 id="unfinished-recording-heading" className="flex items-center gap-2 font-semibold">
          <History className="h-4 w-4 text-amber-700" aria-hidden="true" />
          Unfinished recording
        </h3>
        <p className="text-sm text-muted-foreground">
          A recording on this visit was interrupted. Everything saved so far is kept: resume it, finish it into a note,
          or discard it.
        </p>
      </div>
      <ul className="space-y-2" aria-label="Unfinished recordings">
        {sessions.map((session) => (
          <UnfinishedSessionItem
            key={session.id}
            session={session}
            disabled={disabled}
            onResume={() => onResume(session)}
            onFinish={() => onFinish(session)}
            onDiscard={() => onDiscard(session)}
          />
        ))}
      </ul>
    </section>
  );
}
