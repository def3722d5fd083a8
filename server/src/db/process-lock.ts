import lockfile from 'proper-lockfile';

export class DatabaseInUseError extends Error {
  constructor() {
    super(
      'The embedded database is in use by another ChartScribe process. PGlite allows one process at a time: stop ' +
        'it first, or use PostgreSQL through DATABASE_URL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface ProcessLockOptions {
  /** A lock not refreshed for this long belongs to a process that died (SIGKILL, power loss) and is taken over. */
  staleMs?: number;
  /** How long to wait for the lock before giving up; by default just past `staleMs`, so a restart after a crash wins. */
  waitMs?: number;
}

/**
 * Takes an exclusive lock (proper-lockfile: an atomic mkdir, refreshed while held) for the embedded database
 * folder. Two processes writing one PGlite folder would corrupt it, so a second server or a command-line tool
 * stops with a clear message instead. Resolves to the release function; the lock also goes on a normal exit.
 */
export async function acquireProcessLock(
  databaseDir: string,
  { staleMs = 10_000, waitMs = staleMs + 2_000 }: ProcessLockOptions = {},
): Promise<() => Promise<void>> {
  const retries = Math.max(0, Math.ceil(waitMs / 1_000));
  try {
    return await lockfile.lock(databaseDir, {
      lockfilePath: `${databaseDir}.lock`,
      stale: staleMs,
      retries: { retries, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
      // Another process took the lock while this one could not refresh it: stop before both write the files.
      onCompromised: (error) => {
        throw new Error(`Lost the lock on the embedded database (${error.message}); stopping.`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseInUseError();
    throw error;
  }
}
