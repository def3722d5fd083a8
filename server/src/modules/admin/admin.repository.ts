import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sessions, users } from '../../db/schema';

export type AccountRow = typeof users.$inferSelect;
/** What an administrator may change on an account. */
export type AccountPatch = Partial<Pick<AccountRow, 'approved' | 'active' | 'role' | 'isAdmin'>>;

/** The account administration queries: every account, its flags, its sessions. */
export class AdminRepository {
  constructor(private readonly db: Executor) {}

  async listAccounts(tx: Executor = this.db): Promise<AccountRow[]> {
    return tx.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
  }

  async findAccount(id: number, tx: Executor = this.db): Promise<AccountRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async updateAccount(id: number, patch: AccountPatch, tx: Executor = this.db): Promise<AccountRow | undefined> {
    const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  }

  /** Administrators who can act (active and approved), other than the given account. */
  async countOtherWorkingAdmins(exceptId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.active, true), eq(users.approved, true), ne(users.id, exceptId)));
    return row?.n ?? 0;
  }

  /** Ends every session of an account at once; returns how many were live. */
  async endSessions(userId: number, now: Date, tx: Executor = this.db): Promise<number> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  }
}
