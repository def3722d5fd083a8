import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';
import { abortReason } from '../../audio/child-process';

/** Whose job it is, and what cancels it while it still waits for a slot. */
export interface QueuedJobOptions {
  /** The user the job runs for; slots are shared fairly between users. */
  owner: string | number;
  /**
   * Aborting removes a waiting job, which then never starts (its client went away, or it timed out in the queue).
   * A job that already started is not touched: it must watch its own signal.
   */
  signal?: AbortSignal;
}

/**
 * Runs transcription jobs at most `concurrency` at a time (default: one per core, since each decoder keeps a core
 * busy) on a p-queue, shared fairly between users: a job's priority is minus the number of its owner's jobs already
 * queued or running, so every user's first job comes before anyone's second (round-robin), and a user with ten
 * jobs waiting cannot keep the slots from a user who sends one. Within a user, jobs start first-in first-out.
 */
export class TranscriptionQueue {
  private readonly queue: PQueue;
  private readonly outstanding = new Map<string | number, number>();

  constructor(readonly concurrency: number = availableParallelism()) {
    if (!(Number.isInteger(concurrency) && concurrency >= 1))
      throw new Error('Queue concurrency must be a whole number ≥ 1');
    this.queue = new PQueue({ concurrency });
  }

  /** Jobs waiting for a slot (not counting running ones). */
  get depth(): number {
    return this.queue.size;
  }

  get active(): number {
    return this.queue.pending;
  }

  async run<T>(job: () => Promise<T>, { owner, signal }: QueuedJobOptions): Promise<T> {
    if (signal?.aborted) throw abortReason(signal);
    // p-queue would also reject a *running* job when its signal aborts (freeing the slot while the work goes on),
    // so it gets a signal that follows the caller's only until the job starts.
    const waiting = new AbortController();
    const cancel = (): void => waiting.abort(abortReason(signal!));
    signal?.addEventListener('abort', cancel, { once: true });
    const ahead = this.outstanding.get(owner) ?? 0;
    this.outstanding.set(owner, ahead + 1);
    try {
      return await this.queue.add(
        () => {
          signal?.removeEventListener('abort', cancel);
          return job();
        },
        { priority: -ahead, signal: waiting.signal },
      );
    } finally {
      signal?.removeEventListener('abort', cancel);
      const left = (this.outstanding.get(owner) ?? 1) - 1;
      if (left > 0) this.outstanding.set(owner, left);
      else this.outstanding.delete(owner);
    }
  }
}
