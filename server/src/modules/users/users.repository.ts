import { asc, eq } from 'drizzle-orm';
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

  /** Inserts unless the email is taken; returns undefined on a duplicate (the unique index decides). */
  async insert(values: NewUserRow, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
    return row;
  }

  async listDoctors(tx: Executor = this.db): Promise<Array<{ id: number; name: string }>> {
    return tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.role, 'doctor'))
      .orderBy(asc(users.name), asc(users.id));
  }

  async setRole(id: number, role: string | null, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
    return row;
  }
}
