import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Only what a server needs from our environment, so a developer's DATABASE_URL or LOG_LEVEL cannot leak in. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG'];
  return Object.fromEntries(keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  stderr: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms: ${stderr()}`);
}

/** Starts a TypeScript entry point as its own Node process (tsx loader) and waits until `probePath` answers. */
export async function startNodeServer(
  entry: string,
  env: Record<string, string>,
  probePath: string,
  args: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const runner = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...runner, entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...baseEnv(), ...env, HOST: '127.0.0.1', PORT: String(port) },
    // Request logs (stdout) are written as in production but not kept; stderr explains a failed start.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}${probePath}`, child, () => stderr, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid ?? -1;
  return {
    url,
    pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      // A graceful stop finishes the requests already taken; an overloaded server gets a minute, then is killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
