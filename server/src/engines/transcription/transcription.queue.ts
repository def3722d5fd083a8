import { availableParallelism } from 'node:os';
import { abortReason } from '../../audio/child-process';

interface Waiting {
  start: () => void;
  cancel: (reason: Error) => void;
}

/**
 * Runs transcription jobs at most `concurrency` at a time (default: one per core, since each decoder keeps a
 * core busy) and queues the rest first-in first-out. A job whose signal aborts while it waits leaves the queue
 * at once; a running job gets the same signal and must stop its own work.
 */
export class TranscriptionQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(readonly concurrency: number = availableParallelism()) {
    if (!(Number.isInteger(concurrency) && concurrency >= 1))
      throw new Error('Queue concurrency must be a whole number ≥ 1');
  }

  /** Jobs waiting for a slot (not counting running ones). */
  get depth(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        signal?.removeEventListener('abort', onAbort);
        this.running++;
        let result: Promise<T>;
        try {
          result = job();
        } catch (err) {
          result = Promise.reject(err instanceof Error ? err : new Error(String(err)));
        }
        // Free the slot before settling, so a caller that awaits the job sees it gone.
        const settle = (): void => {
          this.running--;
          this.next();
        };
        result.then(
          (value) => {
            settle();
            resolve(value);
          },
          (err: unknown) => {
            settle();
            reject(err instanceof Error ? err : new Error(String(err)));
          },
        );
      };
      const entry: Waiting = { start, cancel: reject };
      const onAbort = (): void => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) {
          this.waiting.splice(at, 1);
          reject(abortReason(signal!));
        }
      };
      if (this.running < this.concurrency) {
        start();
      } else {
        signal?.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(entry);
      }
    });
  }

  private next(): void {
    if (this.running >= this.concurrency) return;
    this.waiting.shift()?.start();
  }
}
