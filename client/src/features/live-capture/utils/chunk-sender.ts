import { ApiError, NetworkError } from '../../../lib/api-error';
import type { SessionChunk } from '../api/upload-session-chunk';
import type { ChunkQueue, StoredChunk } from './chunk-queue';

export interface SendStatus {
  /** Pieces stored in this browser that the server has not acknowledged yet. */
  pending: number;
  /** Audio seconds the server holds without a gap. */
  savedSeconds: number;
  /** True while waiting to try again after a failed send (offline, server busy). */
  retrying: boolean;
  /** A failure that retrying cannot fix (e.g. 413 session too long, 404 session gone). */
  error: string | null;
}

export interface SenderOptions {
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Waits before the next attempt; the default also wakes up as soon as the browser is back online. */
  wait?: (ms: number) => Promise<void>;
  /** Pieces in flight at once: a backlog after an offline stretch drains this many times faster. */
  concurrency?: number;
}

type Send = (chunk: SessionChunk) => Promise<void>;
type Listener = (status: SendStatus) => void;

/** Shared by the sends of one run: how many wait to retry, the failure that stops the run, what is done. */
interface RunState {
  backingOff: number;
  fatal: { error: unknown } | null;
  acknowledged: Set<number>;
}

/** Exponential backoff: base, 2 × base, 4 × base … capped. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
}

/** Offline, timeouts, rate limits and server errors are worth retrying; other answers will not change. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return false;
}

function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Sends a session's stored pieces, lowest seq first, up to `concurrency` at a time (the server assembles them in
 * order whatever order they arrive in), each retried with backoff until acknowledged.
 */
export class ChunkSender {
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly concurrency: number;
  private readonly chains = new Map<string, { tail: Promise<void>; queued: Promise<void> | null }>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly queue: ChunkQueue,
    private readonly send: Send,
    options: SenderOptions = {},
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.wait = options.wait ?? waitOrOnline;
    this.concurrency = Math.max(1, options.concurrency ?? 3);
  }

  subscribe(sessionId: string, listener: Listener): () => void {
    const set = this.listeners.get(sessionId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(sessionId, set);
    return () => set.delete(listener);
  }

  /** Resolves once every piece stored so far is acknowledged; rejects on a failure retrying cannot fix. */
  drain(sessionId: string): Promise<void> {
    const chain = this.chains.get(sessionId);
    // A run that has not started yet will see every piece stored before it starts.
    if (chain?.queued) return chain.queued;
    const previous = chain?.tail ?? Promise.resolve();
    const entry: { tail: Promise<void>; queued: Promise<void> | null } = { tail: previous, queued: null };
    const run = previous
      .catch(() => undefined)
      .then(() => {
        entry.queued = null;
        return this.run(sessionId);
      });
    entry.tail = run;
    entry.queued = run;
    this.chains.set(sessionId, entry);
    return run;
  }

  /**
   * Keeps up to `concurrency` pieces in flight; whenever one settles, looks again for pending pieces (new ones are
   * recorded meanwhile). Ends when nothing is pending, or — after the pieces in flight settle — on a fatal error.
   */
  private async run(sessionId: string): Promise<void> {
    const inFlight = new Map<number, Promise<void>>();
    const state: RunState = { backingOff: 0, fatal: null, acknowledged: new Set() };
    for (;;) {
      if (state.fatal === null) {
        const pending = await this.queue.pendingChunks(sessionId);
        for (const chunk of pending) {
          if (inFlight.size >= this.concurrency) break;
          // A piece acknowledged while the list was read is not sent twice.
          if (inFlight.has(chunk.seq) || state.acknowledged.has(chunk.seq)) continue;
          const sending = this.sendUntilAcknowledged(sessionId, chunk, state).finally(() => inFlight.delete(chunk.seq));
          inFlight.set(chunk.seq, sending);
        }
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight.values());
    }
    if (state.fatal !== null) {
      const { error } = state.fatal;
      await this.publish(sessionId, false, error instanceof Error ? error.message : 'Upload failed');
      throw error;
    }
    await this.publish(sessionId, false, null);
  }

  /** One piece: sent, and sent again after a backoff while the failure is worth retrying. Never rejects. */
  private async sendUntilAcknowledged(sessionId: string, chunk: StoredChunk, state: RunState): Promise<void> {
    for (let attempt = 0; state.fatal === null; attempt += 1) {
      try {
        await this.send({ sessionId, seq: chunk.seq, data: chunk.data });
        await this.queue.markSent(sessionId, chunk.seq);
        state.acknowledged.add(chunk.seq);
        await this.publish(sessionId, state.backingOff > 0, null);
        return;
      } catch (error) {
        if (!isRetryable(error)) {
          state.fatal ??= { error };
          return;
        }
        state.backingOff += 1;
        await this.publish(sessionId, true, null);
        await this.wait(backoffDelay(attempt, this.baseDelayMs, this.maxDelayMs));
        state.backingOff -= 1;
      }
    }
  }

  private async publish(sessionId: string, retrying: boolean, error: string | null): Promise<void> {
    const listeners = this.listeners.get(sessionId);
    if (!listeners || listeners.size === 0) return;
    const pending = (await this.queue.pendingChunks(sessionId)).length;
    // Only the acknowledged prefix without a gap counts, however the pieces in flight finish.
    const savedSeconds = await this.queue.savedSeconds(sessionId);
    listeners.forEach((listener) => listener({ pending, savedSeconds, retrying, error }));
  }
}
