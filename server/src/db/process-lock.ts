import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DatabaseInUseError extends Error {
  constructor(readonly pid: number) {
    super(
      `The embedded database is in use by another ChartScribe process (pid ${pid}). PGlite allows one process at a ` +
        'time: stop it first, or use PostgreSQL through DATABASE_URL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file for the embedded database folder. Two processes writing one PGlite folder would
 * corrupt it, so a second server or a command-line tool stops with a clear message instead. A lock left by a
 * process that died (SIGKILL, power loss) is taken over.
 */
export function acquireProcessLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DatabaseInUseError(pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
