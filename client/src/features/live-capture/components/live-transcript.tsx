import { useRecordingSession } from '../api/get-recording-session';

/** The transcript the server has produced so far, re-read every few seconds while recording. */
export function LiveTranscript({ sessionId }: { sessionId: string | null }) {
  const sessionQuery = useRecordingSession(sessionId, { poll: true });
  const text = sessionQuery.data?.transcript.trim() ?? '';
  return (
    <section aria-label="Live transcript" className="w-full rounded-md border bg-muted/40 p-3 text-left text-sm">
      <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">Live transcript</h3>
      <p className="max-h-40 overflow-y-auto whitespace-pre-wrap" aria-live="polite" data-testid="live-transcript">
        {text || 'Listening...'}
      </p>
    </section>
  );
}
