import { spawn } from 'node:child_process';
import { killGroup, registerChild, unregisterChild } from './child-registry';

export interface RunOptions {
  signal?: AbortSignal;
  /** Keep at most this many bytes of stdout (the rest is dropped); default 16 MiB. */
  maxStdoutBytes?: number;
  /** Told the child's pid once it runs (diagnostics, and tests that check the child is gone). */
  onSpawn?: (pid: number) => void;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  /** Last 4 KB of stderr, for diagnostics only: never shown to users. */
  stderrTail: string;
}

const STDERR_TAIL = 4096;

/** The reason an aborted signal carries, as an Error (AbortSignal.reason may be any value). */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted', 'AbortError');
}

/**
 * Runs a program with an argument array (never through a shell, so untrusted paths cannot inject commands),
 * off the event loop, and kills it with SIGKILL when the signal aborts.
 */
export function runProcess(bin: string, args: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  const { signal, maxStdoutBytes = 16 * 1024 * 1024 } = opts;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    // Its own process group (detached), so a kill of -pid ends it and anything it started; the registry ends
    // every group when the server stops. It still dies with us: the server never unrefs it.
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const pid = child.pid;
    if (pid !== undefined) {
      registerChild(pid, bin);
      opts.onSpawn?.(pid);
    }
    const out: Buffer[] = [];
    let outBytes = 0;
    let errTail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (outBytes < maxStdoutBytes) out.push(chunk.subarray(0, maxStdoutBytes - outBytes));
      outBytes += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => (errTail = (errTail + chunk.toString('utf8')).slice(-STDERR_TAIL)));
    const onAbort = (): void => {
      if (pid !== undefined) killGroup(pid);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      if (pid !== undefined) unregisterChild(pid);
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code) => {
      // Anything the child left behind in its group goes with it.
      if (pid !== undefined) {
        killGroup(pid);
        unregisterChild(pid);
      }
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(abortReason(signal));
      else resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderrTail: errTail });
    });
  });
}
