import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { recordingSessionChunks, recordingSessions, recordingSessionUtterances } from '../../db/schema';

export type RecordingSessionRow = typeof recordingSessions.$inferSelect;
export type NewRecordingSessionRow = typeof recordingSessions.$inferInsert;
export type PieceRow = typeof recordingSessionChunks.$inferSelect;
export type UtteranceRow = typeof recordingSessionUtterances.$inferSelect;
export type NewUtteranceRow = typeof recordingSessionUtterances.$inferInsert;

export class RecordingSessionsRepository {
  constructor(private readonly db: Executor) {}

  async insert(values: NewRecordingSessionRow, tx: Executor = this.db): Promise<RecordingSessionRow> {
    const [row] = await tx.insert(recordingSessions).values(values).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async findById(id: string, tx: Executor = this.db, forUpdate = false): Promise<RecordingSessionRow | undefined> {
    const query = tx.select().from(recordingSessions).where(eq(recordingSessions.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  async listByOwner(userId: number, statuses: string[], tx: Executor = this.db): Promise<RecordingSessionRow[]> {
    return tx
      .select()
      .from(recordingSessions)
      .where(and(eq(recordingSessions.createdBy, userId), inArray(recordingSessions.status, statuses)))
      .orderBy(asc(recordingSessions.createdAt));
  }

  async listByStatus(statuses: string[], tx: Executor = this.db): Promise<RecordingSessionRow[]> {
    return tx.select().from(recordingSessions).where(inArray(recordingSessions.status, statuses));
  }

  /** Sessions that failed with `error` and were last touched before `before`. */
  async listFailedBefore(error: string, before: Date, tx: Executor = this.db): Promise<RecordingSessionRow[]> {
    return tx
      .select()
      .from(recordingSessions)
      .where(
        and(
          eq(recordingSessions.status, 'failed'),
          eq(recordingSessions.error, error),
          lt(recordingSessions.updatedAt, before),
        ),
      );
  }

  async update(
    id: string,
    changes: Partial<NewRecordingSessionRow>,
    tx: Executor = this.db,
  ): Promise<RecordingSessionRow | undefined> {
    const [row] = await tx
      .update(recordingSessions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(recordingSessions.id, id))
      .returning();
    return row;
  }

  async delete(id: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(recordingSessions).where(eq(recordingSessions.id, id));
  }

  async findPiece(sessionId: string, seq: number, tx: Executor = this.db): Promise<PieceRow | undefined> {
    const [row] = await tx
      .select()
      .from(recordingSessionChunks)
      .where(and(eq(recordingSessionChunks.sessionId, sessionId), eq(recordingSessionChunks.seq, seq)))
      .limit(1);
    return row;
  }

  /** Records a stored piece and counts it on the session; false when that seq was already there. */
  async addPiece(piece: Omit<PieceRow, 'createdAt'>, tx: Executor = this.db): Promise<boolean> {
    const inserted = await tx
      .insert(recordingSessionChunks)
      .values(piece)
      .onConflictDoNothing()
      .returning({ seq: recordingSessionChunks.seq });
    if (inserted.length === 0) return false;
    await tx
      .update(recordingSessions)
      .set({
        chunksReceived: sql`${recordingSessions.chunksReceived} + 1`,
        bytesReceived: sql`${recordingSessions.bytesReceived} + ${piece.sizeBytes}`,
        updatedAt: new Date(),
      })
      .where(eq(recordingSessions.id, piece.sessionId));
    return true;
  }

  async listPieces(sessionId: string, tx: Executor = this.db): Promise<PieceRow[]> {
    return tx
      .select()
      .from(recordingSessionChunks)
      .where(eq(recordingSessionChunks.sessionId, sessionId))
      .orderBy(asc(recordingSessionChunks.seq));
  }

  async addUtterance(values: NewUtteranceRow, tx: Executor = this.db): Promise<void> {
    await tx.insert(recordingSessionUtterances).values(values).onConflictDoNothing();
  }

  async listUtterances(sessionId: string, tx: Executor = this.db): Promise<UtteranceRow[]> {
    return tx
      .select()
      .from(recordingSessionUtterances)
      .where(eq(recordingSessionUtterances.sessionId, sessionId))
      .orderBy(asc(recordingSessionUtterances.startSample));
  }

  /** Discarding a session removes its pieces' rows and its transcript; the session row stays as `abandoned`. */
  async clearContent(sessionId: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(recordingSessionChunks).where(eq(recordingSessionChunks.sessionId, sessionId));
    await tx.delete(recordingSessionUtterances).where(eq(recordingSessionUtterances.sessionId, sessionId));
  }
}
