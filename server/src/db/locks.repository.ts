import { sql } from 'drizzle-orm';
import type { Transaction } from './database';

const NAMESPACES = { 'patient-open-visit': 1, 'new-unassigned-visit': 2, accounts: 3 } as const;
export type LockNamespace = keyof typeof NAMESPACES;

/** Transaction-scoped advisory locks: released at commit or rollback, on PGlite and PostgreSQL alike. */
export class LocksRepository {
  async lock(tx: Transaction, namespace: LockNamespace, key: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAMESPACES[namespace]}, ${key})`);
  }
}
