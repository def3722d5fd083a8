import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { uploadSessionChunk } from '../api/upload-session-chunk';
import { ChunkQueue } from './chunk-queue';
import { ChunkSender, backoffDelay, type SendStatus } from './chunk-sender';

let queue: ChunkQueue;
let counter = 0;
let close: (() => Promise<void>) | undefined;

beforeEach(async () => {
  counter += 1;
  queue = await ChunkQueue.open(`sender-test-${counter}`);
  await queue.saveSession({
    id: 's1',
    visitId: null,
    recordingType: 'initial',
    mimeType: 'audio/webm',
    nextSeq: 0,
    secondsRecorded: 0,
    startedAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
  });
});
afterEach(async () => {
  queue.close();
  await close?.();
  close = undefined;
});

describe('backoffDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('ChunkSender', () => {
  it('sends stored pieces in order as raw bytes and retries with growing delays until acknowledged', async () => {
    let failuresLeft = 3;
    const api = await startApiTestServer({
      'PUT /api/recording-sessions/s1/chunks/0': () => ({ status: 204 }),
      'PUT /api/recording-sessions/s1/chunks/1': () =>
        failuresLeft-- > 0 ? { status: 503, json: { message: 'Busy' } } : { status: 204 },
    });
    close = api.close;
    await queue.addChunk('s1', new Uint8Array([65, 66]).buffer, 5);
    await queue.addChunk('s1', new Uint8Array([67]).buffer, 10);
    const waits: number[] = [];
    const sender = new ChunkSender(queue, uploadSessionChunk, {
      baseDelayMs: 100,
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const statuses: SendStatus[] = [];
    sender.subscribe('s1', (status) => statuses.push(status));

    await sender.drain('s1');

    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/recording-sessions/s1/chunks/0',
      ...Array<string>(4).fill('/api/recording-sessions/s1/chunks/1'),
    ]);
    expect(api.requests[0]?.body).toBe('AB');
    expect(api.requests[0]?.headers['content-type']).toBe('application/octet-stream');
    expect(waits).toEqual([100, 200, 400]);
    expect(statuses.some((status) => status.retrying && status.pending === 1 && status.savedSeconds === 5)).toBe(true);
    expect(statuses.at(-1)).toEqual({ pending: 0, savedSeconds: 10, retrying: false, error: null });
    expect(await queue.pendingChunks('s1')).toEqual([]);
  });

  it('keeps the piece and stops on an answer retrying cannot change', async () => {
    const api = await startApiTestServer({
      'PUT /api/recording-sessions/s1/chunks/0': () => ({ status: 413, json: { message: 'Session is too long' } }),
    });
    close = api.close;
    await queue.addChunk('s1', new Uint8Array([1]).buffer, 5);
    const sender = new ChunkSender(queue, uploadSessionChunk, { wait: () => Promise.resolve() });
    const statuses: SendStatus[] = [];
    sender.subscribe('s1', (status) => statuses.push(status));

    await expect(sender.drain('s1')).rejects.toThrow('Session is too long');
    expect(api.requests).toHaveLength(1);
    expect(statuses.at(-1)).toMatchObject({ pending: 1, error: 'Session is too long' });
    expect(await queue.pendingChunks('s1')).toHaveLength(1);
  });

  it('resends after the connection comes back and picks up pieces stored while a drain runs', async () => {
    let online = false;
    let wake: () => void = () => undefined;
    const api = await startApiTestServer({
      'PUT /api/recording-sessions/s1/chunks/0': () => (online ? { status: 204 } : { status: 503 }),
      'PUT /api/recording-sessions/s1/chunks/1': () => ({ status: 204 }),
    });
    close = api.close;
    await queue.addChunk('s1', new Uint8Array([1]).buffer, 5);
    const sender = new ChunkSender(queue, uploadSessionChunk, {
      wait: () => new Promise<void>((resolve) => (wake = resolve)),
    });
    const first = sender.drain('s1');
    await expect.poll(() => api.requests.length).toBe(1);
    await queue.addChunk('s1', new Uint8Array([2]).buffer, 10);
    const second = sender.drain('s1');
    online = true;
    wake();
    await Promise.all([first, second]);
    expect(api.requests.map((request) => request.path.split('/').at(-1))).toEqual(['0', '0', '1']);
    expect(await queue.savedSeconds('s1')).toBe(10);
  });
});
