import { useEffect, useState } from 'react';
import type { SendStatus } from '../utils/chunk-sender';
import { getChunkSender } from '../utils/live-capture-store';

const INITIAL: SendStatus = { pending: 0, savedSeconds: 0, retrying: false, error: null };

/** Upload progress of a session's stored pieces: what is still queued and how far the server holds the audio. */
export function useSendStatus(sessionId: string | null): SendStatus {
  const [status, setStatus] = useState<SendStatus>(INITIAL);

  useEffect(() => {
    if (!sessionId) return undefined;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    setStatus(INITIAL);
    getChunkSender()
      .then((sender) => {
        if (!cancelled) unsubscribe = sender.subscribe(sessionId, setStatus);
      })
      // Without IndexedDB there is nothing to report; starting a recording shows that error.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [sessionId]);

  return status;
}
