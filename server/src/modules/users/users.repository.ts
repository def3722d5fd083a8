import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export class UsersRepository {
  constructor(private readonly db: Executor) {}

  async findById(id: number, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  async findBySsoSubject(subject: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.ssoSubject, subject)).limit(1);
    return row;
  }

  /** True once any account exists: the first one ever becomes the administrator. */
  async any(tx: Executor = this.db): Promise<boolean> {
    const rows = await tx.select({ id: users.id }).from(users).limit(1);
    return rows.length > 0;
  }

  /** Inserts unless the email is taken; returns undefined on a duplicate (the unique index decides). */
  async insert(values: NewUserRow, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
    return row;
  }

  async listDoctors(tx: Executor = this.db): Promise<Array<{ id: number; name: string }>> {
    return tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, 'doctor'), eq(users.active, true), eq(users.approved, true)))
      .orderBy(asc(users.name), asc(users.id));
  }

  async setRole(id: number, role: string | null, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
    return row;
  }

  async setPasswordHash(id: number, passwordHash: string, tx: Executor = this.db): Promise<void> {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  async linkSsoSubject(id: number, subject: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set({ ssoSubject: subject }).where(eq(users.id, id)).returning();
    return row;
  }

  async markLogin(id: number, at: Date, tx: Executor = this.db): Promise<void> {
    await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
  }
}
