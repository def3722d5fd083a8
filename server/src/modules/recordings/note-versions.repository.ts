import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { noteVersions, users } from '../../db/schema';

export type NoteVersionRow = typeof noteVersions.$inferSelect;
export type NewNoteVersionRow = typeof noteVersions.$inferInsert;

/** The note's history: one row per save, written inside the save's own transaction. */
export class NoteVersionsRepository {
  constructor(private readonly db: Executor) {}

  async insert(values: NewNoteVersionRow, tx: Executor = this.db): Promise<void> {
    await tx.insert(noteVersions).values(values);
  }

  /** Oldest first, with the name each author has now. */
  async listByVisit(
    visitId: number,
    tx: Executor = this.db,
  ): Promise<Array<NoteVersionRow & { changedByName: string }>> {
    const rows = await tx
      .select({ version: noteVersions, changedByName: users.name })
      .from(noteVersions)
      .innerJoin(users, eq(users.id, noteVersions.changedBy))
      .where(eq(noteVersions.visitId, visitId))
      .orderBy(asc(noteVersions.changedAt), asc(noteVersions.id));
    return rows.map((row) => ({ ...row.version, changedByName: row.changedByName }));
  }
}
