import { useEffect, useState } from 'react';
import type { SendStatus } from '../utils/chunk-sender';
import { getChunkSender } from '../utils/live-capture-store';

const INITIAL: SendStatus = { pending: 0, savedSeconds: 0, retrying: false, error: null };

/** Upload progress of a session's stored pieces: what is still queued and how far the server holds the audio. */
export function useSendStatus(sessionId: string | null): SendStatus {
  // Kept with the session it belongs to, so switching sessions never shows the previous one's figures.
  const [latest, setLatest] = useState<{ sessionId: string; status: SendStatus } | null>(null);

  useEffect(() => {
    if (!sessionId) return undefined;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    getChunkSender()
      .then((sender) => {
        if (!cancelled) unsubscribe = sender.subscribe(sessionId, (status) => setLatest({ sessionId, status }));
      })
      // Without IndexedDB there is nothing to report; starting a recording shows that error.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [sessionId]);

  return latest && latest.sessionId === sessionId ? latest.status : INITIAL;
}
