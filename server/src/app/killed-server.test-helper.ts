import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNodeServer, type RunningServer } from '../../../bench/lib/api-server';
import { openDatabase } from '../db/database';
import { createTestDatabase, testBackend, type TestDatabase } from '../test/test-database';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** A real server process on its own data folder (and PostgreSQL database when TEST_DB says so) that can be killed. */
export interface KilledServerFixture {
  dataDir: string;
  /** Starts `server/src/main.ts` on the fixture's data (again, after a kill) and waits until it answers. */
  start(): Promise<RunningServer>;
  /** SIGKILL: no handler runs, nothing is flushed; resolves once the process is gone. */
  killHard(running: RunningServer): Promise<void>;
  /** Opens the server's database after it stopped (PGlite allows one process) and runs a check on it. */
  inspect<T>(check: (db: Db) => Promise<T>): Promise<T>;
  /** Stops the last server and removes the data folder and database. */
  dispose(): Promise<void>;
}

export async function createKilledServerFixture(
  prefix: string,
  extraEnv: Record<string, string> = {},
): Promise<KilledServerFixture> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    MODELS_DIR: path.join(os.tmpdir(), 'chartscribe-test-models'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...extraEnv,
  };
  let pgDatabase: TestDatabase | undefined;
  if (testBackend() === 'postgres') {
    pgDatabase = await createTestDatabase();
    await pgDatabase.close();
    env.DATABASE_URL = pgDatabase.url ?? '';
  }
  let server: RunningServer | undefined;

  return {
    dataDir,
    start: async () => (server = await startNodeServer('server/src/main.ts', env, '/api/user')),
    killHard: (running) => {
      process.kill(running.pid, 'SIGKILL');
      return new Promise((resolve) => {
        const poll = setInterval(() => {
          try {
            process.kill(running.pid, 0);
          } catch {
            clearInterval(poll);
            resolve();
          }
        }, 50);
      });
    },
    inspect: async (check) => {
      const handle = await openDatabase(
        pgDatabase?.url ? { databaseUrl: pgDatabase.url } : { pgliteDir: path.join(dataDir, 'db') },
      );
      try {
        return await check(handle.db);
      } finally {
        await handle.close();
      }
    },
    dispose: async () => {
      await server?.stop();
      if (pgDatabase) await pgDatabase.destroy().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
