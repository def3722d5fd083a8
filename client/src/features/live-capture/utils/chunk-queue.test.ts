import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChunkQueue, type LocalSession } from './chunk-queue';

let queue: ChunkQueue;
let dbName: string;
let counter = 0;

function session(id: string, startedAt = '2026-11-25T09:00:00.000Z'): LocalSession {
  return {
    id,
    visitId: 7,
    recordingType: 'initial',
    mimeType: 'audio/webm',
    nextSeq: 0,
    secondsRecorded: 0,
    startedAt,
    updatedAt: startedAt,
  };
}

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

beforeEach(async () => {
  counter += 1;
  dbName = `queue-test-${counter}`;
  queue = await ChunkQueue.open(dbName);
});
afterEach(() => queue.close());

describe('ChunkQueue', () => {
  it('numbers pieces 0, 1, 2 … per session and keeps their bytes', async () => {
    await queue.saveSession(session('a'));
    await queue.saveSession(session('b'));
    expect(await queue.addChunk('a', bytes(1, 2), 5)).toBe(0);
    expect(await queue.addChunk('b', bytes(9), 5)).toBe(0);
    expect(await queue.addChunk('a', bytes(3), 10)).toBe(1);

    const chunks = await queue.chunks('a');
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1]);
    expect([...new Uint8Array(chunks[0]!.data)]).toEqual([1, 2]);
    expect(await queue.getSession('a')).toMatchObject({ nextSeq: 2, secondsRecorded: 10 });
    expect(await queue.getSession('b')).toMatchObject({ nextSeq: 1, secondsRecorded: 5 });
  });

  it('refuses a piece for a session it does not know', async () => {
    await expect(queue.addChunk('nope', bytes(1), 5)).rejects.toThrow('Unknown recording session');
    expect(await queue.chunks('nope')).toEqual([]);
  });

  it('tracks what was sent and how far the server holds the audio without a gap', async () => {
    await queue.saveSession(session('a'));
    for (const end of [5, 10, 15]) await queue.addChunk('a', bytes(end), end);
    expect(await queue.savedSeconds('a')).toBe(0);

    await queue.markSent('a', 0);
    await queue.markSent('a', 2);
    expect((await queue.pendingChunks('a')).map((chunk) => chunk.seq)).toEqual([1]);
    // Piece 1 is missing on the server, so only the first 5 s are safe there.
    expect(await queue.savedSeconds('a')).toBe(5);

    await queue.markSent('a', 1);
    expect(await queue.savedSeconds('a')).toBe(15);
    await queue.markAllUnsent('a');
    expect((await queue.pendingChunks('a')).map((chunk) => chunk.seq)).toEqual([0, 1, 2]);
  });

  it('survives closing and reopening the database (a reload) and continues with the next seq', async () => {
    await queue.saveSession(session('a'));
    await queue.addChunk('a', bytes(1), 5);
    await queue.markSent('a', 0);
    await queue.addChunk('a', bytes(2), 10);
    queue.close();

    queue = await ChunkQueue.open(dbName);
    expect(await queue.listSessions()).toHaveLength(1);
    expect((await queue.pendingChunks('a')).map((chunk) => chunk.seq)).toEqual([1]);
    expect(await queue.addChunk('a', bytes(3), 15)).toBe(2);
  });

  it('lists sessions oldest first and removes a session with all its pieces', async () => {
    await queue.saveSession(session('late', '2026-11-25T10:00:00.000Z'));
    await queue.saveSession(session('early', '2026-11-25T08:00:00.000Z'));
    await queue.addChunk('late', bytes(1), 5);
    await queue.addChunk('early', bytes(2), 5);
    expect((await queue.listSessions()).map((s) => s.id)).toEqual(['early', 'late']);

    await queue.removeSession('late');
    expect((await queue.listSessions()).map((s) => s.id)).toEqual(['early']);
    expect(await queue.chunks('late')).toEqual([]);
    expect(await queue.chunks('early')).toHaveLength(1);
  });
});
