import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { UserRow } from '../users/users.store';

export class SessionsRepository {
  constructor(private readonly db: Executor) {}

  async create(values: { tokenHash: string; userId: number; expiresAt: Date; ip: string }, tx: Executor = this.db) {
    const [row] = await tx.insert(sessions).values(values).returning();
    return row;
  }

  /** The user behind a live (unexpired, unrevoked) session, in one query. */
  async findLiveUser(tokenHash: string, now: Date, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row?.user;
  }

  async revoke(tokenHash: string, now: Date, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /** Removes sessions that can never be used again. */
  async deleteDead(now: Date, tx: Executor = this.db): Promise<number> {
    const rows = await tx
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  }
}
