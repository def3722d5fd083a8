import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { recordings, users } from '../../db/schema';

export type RecordingRow = typeof recordings.$inferSelect;
export type NewRecordingRow = typeof recordings.$inferInsert;

export class RecordingsRepository {
  constructor(private readonly db: Executor) {}

  async insert(values: NewRecordingRow, tx: Executor = this.db): Promise<RecordingRow> {
    const [row] = await tx.insert(recordings).values(values).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async findById(id: number, tx: Executor = this.db, lock = false): Promise<RecordingRow | undefined> {
    const query = tx.select().from(recordings).where(eq(recordings.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The recording made for an upload (POST /api/transcribe with a visit), if any. */
  async findByAudioId(audioId: string, tx: Executor = this.db, lock = false): Promise<RecordingRow | undefined> {
    const query = tx
      .select()
      .from(recordings)
      .where(eq(recordings.audioId, audioId))
      .orderBy(desc(recordings.id))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** After a crash, drafts whose transcription was running can never finish: mark them failed for a retry. */
  async failInterrupted(tx: Executor = this.db): Promise<number> {
    const rows = await tx
      .update(recordings)
      .set({ status: 'failed', version: sql`${recordings.version} + 1`, updatedAt: new Date() })
      .where(inArray(recordings.status, ['processing']))
      .returning({ id: recordings.id });
    return rows.length;
  }

  /** Newest first (the screens use the first item), each with its author's current name. */
  async listByVisit(
    visitId: number,
    tx: Executor = this.db,
  ): Promise<Array<RecordingRow & { createdByName: string | null }>> {
    const rows = await tx
      .select({ recording: recordings, createdByName: users.name })
      .from(recordings)
      .leftJoin(users, eq(users.id, recordings.createdBy))
      .where(eq(recordings.visitId, visitId))
      .orderBy(desc(recordings.createdAt), desc(recordings.id));
    return rows.map((row) => ({ ...row.recording, createdByName: row.createdByName }));
  }

  async belongsTo(recordingId: number, visitId: number, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: recordings.id })
      .from(recordings)
      .where(and(eq(recordings.id, recordingId), eq(recordings.visitId, visitId)))
      .limit(1);
    return row !== undefined;
  }

  /** Saves only if the row still has the version the editor loaded; undefined means someone else saved first. */
  async update(
    id: number,
    changes: Partial<NewRecordingRow>,
    expectedVersion: number | undefined,
    tx: Executor = this.db,
  ) {
    const where =
      expectedVersion === undefined
        ? eq(recordings.id, id)
        : and(eq(recordings.id, id), eq(recordings.version, expectedVersion));
    const [row] = await tx
      .update(recordings)
      .set({ ...changes, version: sql`${recordings.version} + 1`, updatedAt: new Date() })
      .where(where)
      .returning();
    return row;
  }
}
