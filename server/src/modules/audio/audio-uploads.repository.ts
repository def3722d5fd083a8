import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { audioUploads } from '../../db/schema';

export type AudioUploadRow = typeof audioUploads.$inferSelect;
export type NewAudioUploadRow = typeof audioUploads.$inferInsert;
export type AudioUploadStatus = 'stored' | 'transcribing' | 'transcribed' | 'failed';

export class AudioUploadsRepository {
  constructor(private readonly db: Executor) {}

  async insert(values: NewAudioUploadRow, tx: Executor = this.db): Promise<AudioUploadRow> {
    const [row] = await tx.insert(audioUploads).values(values).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async findById(id: string, tx: Executor = this.db): Promise<AudioUploadRow | undefined> {
    const [row] = await tx.select().from(audioUploads).where(eq(audioUploads.id, id)).limit(1);
    return row;
  }

  async update(
    id: string,
    changes: Partial<NewAudioUploadRow>,
    tx: Executor = this.db,
  ): Promise<AudioUploadRow | undefined> {
    const [row] = await tx
      .update(audioUploads)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(audioUploads.id, id))
      .returning();
    return row;
  }

  async listStoredNamesForVisit(visitId: number, tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .select({ storedName: audioUploads.storedName })
      .from(audioUploads)
      .where(eq(audioUploads.visitId, visitId));
    return rows.map((row) => row.storedName);
  }

  async listAllStoredNames(tx: Executor = this.db): Promise<Set<string>> {
    const rows = await tx.select({ storedName: audioUploads.storedName }).from(audioUploads);
    return new Set(rows.map((row) => row.storedName));
  }

  /** After a crash, jobs that were running can never finish: mark them failed so they can be retried. */
  async failInterrupted(message: string, tx: Executor = this.db): Promise<number> {
    const rows = await tx
      .update(audioUploads)
      .set({ status: 'failed', error: message, updatedAt: new Date() })
      .where(inArray(audioUploads.status, ['transcribing', 'stored']))
      .returning({ id: audioUploads.id });
    return rows.length;
  }

  async attachToVisit(id: string, visitId: number, tx: Executor = this.db): Promise<void> {
    await tx
      .update(audioUploads)
      .set({ visitId, updatedAt: new Date() })
      .where(and(eq(audioUploads.id, id)));
  }

  /** Removes failed uploads with this error that are older than `before`; returns their stored names. */
  async deleteFailedBefore(error: string, before: Date, tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .delete(audioUploads)
      .where(and(eq(audioUploads.status, 'failed'), eq(audioUploads.error, error), lt(audioUploads.updatedAt, before)))
      .returning({ storedName: audioUploads.storedName });
    return rows.map((row) => row.storedName);
  }
}
