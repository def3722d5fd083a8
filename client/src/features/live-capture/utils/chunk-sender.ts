import { ApiError, NetworkError } from '../../../lib/api-error';
import type { SessionChunk } from '../api/upload-session-chunk';
import type { ChunkQueue } from './chunk-queue';

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
}

type Send = (chunk: SessionChunk) => Promise<void>;
type Listener = (status: SendStatus) => void;

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

/** Sends a session's stored pieces in seq order, one at a time, retrying with backoff until each is acknowledged. */
export class ChunkSender {
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly wait: (ms: number) => Promise<void>;
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

  private async run(sessionId: string): Promise<void> {
    let attempt = 0;
    for (;;) {
      const [next] = await this.queue.pendingChunks(sessionId);
      if (!next) {
        await this.publish(sessionId, false, null);
        return;
      }
      try {
        await this.send({ sessionId, seq: next.seq, data: next.data });
        await this.queue.markSent(sessionId, next.seq);
        attempt = 0;
        await this.publish(sessionId, false, null);
      } catch (error) {
        if (!isRetryable(error)) {
          await this.publish(sessionId, false, error instanceof Error ? error.message : 'Upload failed');
          throw error;
        }
        await this.publish(sessionId, true, null);
        await this.wait(backoffDelay(attempt, this.baseDelayMs, this.maxDelayMs));
        attempt += 1;
      }
    }
  }

  private async publish(sessionId: string, retrying: boolean, error: string | null): Promise<void> {
    const listeners = this.listeners.get(sessionId);
    if (!listeners || listeners.size === 0) return;
    const pending = (await this.queue.pendingChunks(sessionId)).length;
    const savedSeconds = await this.queue.savedSeconds(sessionId);
    listeners.forEach((listener) => listener({ pending, savedSeconds, retrying, error }));
  }
}
