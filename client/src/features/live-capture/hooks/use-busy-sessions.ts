import { useSyncExternalStore } from 'react';

/**
 * Sessions this tab is recording or finishing. The recovery panel leaves them out, and a new recording waits
 * until none is busy, so one microphone never feeds two sessions.
 */
let busy: readonly string[] = [];
const listeners = new Set<() => void>();

export function markSessionBusy(sessionId: string, isBusy: boolean): void {
  const without = busy.filter((id) => id !== sessionId);
  busy = isBusy ? [...without, sessionId] : without;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBusySessions(): readonly string[] {
  return useSyncExternalStore(subscribe, () => busy);
}
