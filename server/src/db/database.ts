import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { acquireProcessLock } from './process-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers' databases share this type; repositories depend on it, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository method runs on: the database, or the transaction it was handed. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** node-postgres connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the PGlite files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** node-postgres pool size. */
  poolSize?: number;
}

/** Migrations ship next to the bundle (dist/server/drizzle) and in the source tree (server/drizzle). */
export function resolveMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'drizzle'),
    path.resolve(here, '../../drizzle'),
    path.resolve(here, '../drizzle'),
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (found) return found;
  throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = resolveMigrationsFolder();
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's network error must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.pgliteDir ?? 'memory://';
  let release = (): Promise<void> => Promise.resolve();
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    release = await acquireProcessLock(dir);
  }
  try {
    const client = await PGlite.create(dir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
