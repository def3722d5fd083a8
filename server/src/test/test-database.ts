import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';

/** Which back end this test run uses: set per Vitest project (int-pglite / int-postgres). */
export function testBackend(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export interface TestDatabase extends DatabaseHandle {
  /** node-postgres URL of the throwaway database (postgres back end only). */
  url?: string;
  /** Closes the connection and drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throwaway PostgreSQL database named
 * `<TEST_DB_PREFIX>_<random>` that `destroy()` drops (scripts/test.sh drops any a crashed run left behind).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testBackend() === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    return { ...handle, destroy: () => handle.close() };
  }
  const prefix = process.env.TEST_DB_PREFIX ?? 'chartscribe_test';
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl(), name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
