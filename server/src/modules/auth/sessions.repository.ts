import { and, desc, eq, gt, isNull, lt, ne, or, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { UserRow } from '../users/users.store';

export type SessionRow = typeof sessions.$inferSelect;

export class SessionsRepository {
  constructor(private readonly db: Executor) {}

  async create(values: { tokenHash: string; userId: number; expiresAt: Date; ip: string }, tx: Executor = this.db) {
    const [row] = await tx.insert(sessions).values(values).returning();
    return row;
  }

  /** The (active) user behind a live (unexpired, unrevoked) session, in one query. */
  async findLiveUser(tokenHash: string, now: Date, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          eq(users.active, true),
        ),
      )
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

  /** Ends every session of a user, except the one whose hash is given; returns how many ended. */
  async revokeAllOf(userId: number, now: Date, exceptTokenHash?: string, tx: Executor = this.db): Promise<number> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** Ends one session of a user by id (a session the user sees in its list). */
  async revokeById(userId: number, id: number, now: Date, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  async listLive(userId: number, now: Date, tx: Executor = this.db): Promise<SessionRow[]> {
    return tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt), desc(sessions.id));
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
