import type { RecordingType } from '@common/schemas/recording.schema';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A recording session as this browser knows it; it stays until the server has finished or discarded it. */
export interface LocalSession {
  id: string;
  visitId: number | null;
  recordingType: RecordingType;
  mimeType: string;
  /** The seq the next piece gets; also the `chunks` count sent on finish. */
  nextSeq: number;
  /** Audio seconds covered by the stored pieces. */
  secondsRecorded: number;
  startedAt: string;
  updatedAt: string;
}

/** One MediaRecorder piece. Bytes are kept as an ArrayBuffer: every IndexedDB implementation can clone it. */
export interface StoredChunk {
  sessionId: string;
  seq: number;
  data: ArrayBuffer;
  /** Audio time at the end of this piece, in seconds from the session start. */
  endSeconds: number;
  /** 1 once the server acknowledged it (IndexedDB cannot index booleans). */
  sent: 0 | 1;
}

interface QueueSchema extends DBSchema {
  sessions: { key: string; value: LocalSession };
  chunks: { key: [string, number]; value: StoredChunk; indexes: { bySession: string } };
}

export const DEFAULT_QUEUE_DB = 'chartscribe-live-capture';

/**
 * The durable side of live capture: every recorded piece is written here before any upload is tried, so a
 * reload, crash or network drop loses at most the piece still being recorded.
 */
export class ChunkQueue {
  private constructor(private readonly db: IDBPDatabase<QueueSchema>) {}

  static async open(name = DEFAULT_QUEUE_DB): Promise<ChunkQueue> {
    const db = await openDB<QueueSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('sessions', { keyPath: 'id' });
        const chunks = database.createObjectStore('chunks', { keyPath: ['sessionId', 'seq'] });
        chunks.createIndex('bySession', 'sessionId');
      },
    });
    return new ChunkQueue(db);
  }

  close(): void {
    this.db.close();
  }

  async saveSession(session: LocalSession): Promise<void> {
    await this.db.put('sessions', session);
  }

  getSession(id: string): Promise<LocalSession | undefined> {
    return this.db.get('sessions', id);
  }

  async listSessions(): Promise<LocalSession[]> {
    const sessions = await this.db.getAll('sessions');
    return sessions.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  }

  /** Stores a piece and advances the session in one transaction; returns the seq it was given. */
  async addChunk(sessionId: string, data: ArrayBuffer, endSeconds: number): Promise<number> {
    const tx = this.db.transaction(['sessions', 'chunks'], 'readwrite');
    const session = await tx.objectStore('sessions').get(sessionId);
    if (!session) {
      await tx.done;
      throw new Error('Unknown recording session');
    }
    const seq = session.nextSeq;
    await tx.objectStore('chunks').put({ sessionId, seq, data, endSeconds, sent: 0 });
    await tx.objectStore('sessions').put({
      ...session,
      nextSeq: seq + 1,
      secondsRecorded: Math.max(session.secondsRecorded, endSeconds),
      updatedAt: new Date().toISOString(),
    });
    await tx.done;
    return seq;
  }

  async chunks(sessionId: string): Promise<StoredChunk[]> {
    const all = await this.db.getAllFromIndex('chunks', 'bySession', sessionId);
    return all.sort((a, b) => a.seq - b.seq);
  }

  async pendingChunks(sessionId: string): Promise<StoredChunk[]> {
    return (await this.chunks(sessionId)).filter((chunk) => chunk.sent === 0);
  }

  async markSent(sessionId: string, seq: number): Promise<void> {
    const tx = this.db.transaction('chunks', 'readwrite');
    const chunk = await tx.store.get([sessionId, seq]);
    if (chunk) await tx.store.put({ ...chunk, sent: 1 });
    await tx.done;
  }

  /** Marks every stored piece of a session as not sent, e.g. after the server reported missing pieces. */
  async markAllUnsent(sessionId: string): Promise<void> {
    const tx = this.db.transaction('chunks', 'readwrite');
    const chunks = await tx.store.index('bySession').getAll(sessionId);
    await Promise.all(chunks.map((chunk) => tx.store.put({ ...chunk, sent: 0 })));
    await tx.done;
  }

  /** Audio seconds the server holds without a gap: the end of the last acknowledged piece of the sent prefix. */
  async savedSeconds(sessionId: string): Promise<number> {
    let saved = 0;
    for (const chunk of await this.chunks(sessionId)) {
      if (chunk.sent === 0) break;
      saved = chunk.endSeconds;
    }
    return saved;
  }

  async removeSession(sessionId: string): Promise<void> {
    const tx = this.db.transaction(['sessions', 'chunks'], 'readwrite');
    const chunkStore = tx.objectStore('chunks');
    const keys = await chunkStore.index('bySession').getAllKeys(sessionId);
    await Promise.all(keys.map((key) => chunkStore.delete(key)));
    await tx.objectStore('sessions').delete(sessionId);
    await tx.done;
  }
}

let shared: Promise<ChunkQueue> | null = null;

/** The tab's queue, opened once. */
export function getChunkQueue(): Promise<ChunkQueue> {
  shared ??= ChunkQueue.open().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}
