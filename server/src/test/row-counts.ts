import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { audioUploads, noteVersions, patients, recordings, sessions, users, visits } from '../db/schema';

/** Rows of the tables a request could half-fill. The audit log is left out: refused logins are audited on purpose. */
export interface RowCounts {
  users: number;
  sessions: number;
  patients: number;
  visits: number;
  recordings: number;
  audioUploads: number;
  noteVersions: number;
}

/** Counts every table in one query (one round trip per check keeps property tests fast). */
export async function countRows(db: Database): Promise<RowCounts> {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      sessions: sql<number>`(select count(*)::int from ${sessions})`,
      patients: sql<number>`(select count(*)::int from ${patients})`,
      visits: sql<number>`(select count(*)::int from ${visits})`,
      recordings: sql<number>`(select count(*)::int from ${recordings})`,
      audioUploads: sql<number>`(select count(*)::int from ${audioUploads})`,
      noteVersions: sql<number>`(select count(*)::int from ${noteVersions})`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('count query returned no row');
  return row;
}
