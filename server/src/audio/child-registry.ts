import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every child we run (ffmpeg, pocketsphinx) leads its own process group, so one kill(-pid) ends it and whatever it
 * started. The registry kills them all when the server stops, and leaves a pid file per child so that a server
 * killed with SIGKILL (no handler runs) has its children reaped by the next start.
 */
const running = new Map<number, string>();
let pidDir: string | null = null;

/** Where pid files go (DATA_DIR/tmp/children); set once at start, before any child runs. */
export function useChildPidDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  pidDir = dir;
}

export function registerChild(pid: number, bin: string): void {
  running.set(pid, bin);
  if (pidDir) writeFileSync(path.join(pidDir, String(pid)), path.basename(bin), { mode: 0o600 });
}

export function unregisterChild(pid: number): void {
  running.delete(pid);
  if (pidDir) rmSync(path.join(pidDir, String(pid)), { force: true });
}

/** Kills a child's whole process group; a group already gone is fine. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: it has exited already.
  }
}

/** On shutdown or a fatal signal: no child outlives the server. Synchronous, so it also works in 'exit'. */
export function killAllChildren(): number {
  const pids = [...running.keys()];
  for (const pid of pids) {
    killGroup(pid);
    unregisterChild(pid);
  }
  return pids.length;
}

export function runningChildren(): number[] {
  return [...running.keys()];
}

/**
 * At start: children a killed server left running are ended. A pid is only killed while its command still is the
 * program we started (pids are reused), read from /proc.
 */
export function reapOrphanedChildren(dir: string): number {
  let reaped = 0;
  for (const entry of readdirSync(dir)) {
    const pid = Number(entry);
    const file = path.join(dir, entry);
    if (!Number.isInteger(pid) || pid <= 1 || running.has(pid)) continue;
    const expected = readFileSync(file, 'utf8').trim();
    const actual = readCommand(pid);
    if (actual !== null && expected !== '' && actual.includes(expected)) {
      killGroup(pid);
      reaped += 1;
    }
    rmSync(file, { force: true });
  }
  return reaped;
}

function readCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? null;
  } catch {
    return null;
  }
}
