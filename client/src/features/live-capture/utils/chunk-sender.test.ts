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

    // Both pieces go at once, so their order on the wire is not fixed.
    expect(api.requests.map((request) => request.path).sort()).toEqual([
      '/api/recording-sessions/s1/chunks/0',
      ...Array<string>(4).fill('/api/recording-sessions/s1/chunks/1'),
    ]);
    const first = api.requests.find((request) => request.path.endsWith('/0'));
    expect(first?.body).toBe('AB');
    expect(first?.headers['content-type']).toBe('application/octet-stream');
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

  it('drains a backlog with at most three pieces in flight, lowest first, each once', async () => {
    let open = 0;
    let most = 0;
    const routes: Record<string, () => Promise<{ status: number }>> = {};
    for (let seq = 0; seq < 8; seq += 1) {
      routes[`PUT /api/recording-sessions/s1/chunks/${seq}`] = async () => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 20));
        open -= 1;
        return { status: 204 };
      };
    }
    const api = await startApiTestServer(routes);
    close = api.close;
    for (let seq = 0; seq < 8; seq += 1) await queue.addChunk('s1', new Uint8Array([seq]).buffer, (seq + 1) * 5);
    const sender = new ChunkSender(queue, uploadSessionChunk, { wait: () => Promise.resolve() });

    await sender.drain('s1');

    expect(most).toBe(3);
    const seqs = api.requests.map((request) => Number(request.path.split('/').at(-1)));
    expect(seqs.slice(0, 3).sort()).toEqual([0, 1, 2]);
    expect([...seqs].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await queue.pendingChunks('s1')).toEqual([]);
    expect(await queue.savedSeconds('s1')).toBe(40);
  });

  it('counts only the acknowledged prefix without a gap as saved while a later piece is in first', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = await startApiTestServer({
      'PUT /api/recording-sessions/s1/chunks/0': async () => {
        await held;
        return { status: 204 };
      },
      'PUT /api/recording-sessions/s1/chunks/1': () => ({ status: 204 }),
      'PUT /api/recording-sessions/s1/chunks/2': () => ({ status: 204 }),
    });
    close = api.close;
    for (const end of [5, 10, 15]) await queue.addChunk('s1', new Uint8Array([end]).buffer, end);
    const sender = new ChunkSender(queue, uploadSessionChunk, { wait: () => Promise.resolve() });
    const statuses: SendStatus[] = [];
    sender.subscribe('s1', (status) => {
      statuses.push(status);
      // Pieces 1 and 2 are in; only now does piece 0 get its answer.
      if (status.pending === 1) release();
    });

    await sender.drain('s1');

    expect(statuses.find((status) => status.pending === 1)).toMatchObject({ savedSeconds: 0 });
    expect(statuses.at(-1)).toEqual({ pending: 0, savedSeconds: 15, retrying: false, error: null });
  });

  it('lets the pieces in flight finish but stops retrying and starting on a failure retrying cannot fix', async () => {
    const api = await startApiTestServer({
      'PUT /api/recording-sessions/s1/chunks/0': () => ({ status: 204, delay: 50 }),
      'PUT /api/recording-sessions/s1/chunks/1': () => ({ status: 404, json: { message: 'Session not found' } }),
      'PUT /api/recording-sessions/s1/chunks/2': () => ({ status: 204, delay: 50 }),
    });
    close = api.close;
    for (const end of [5, 10, 15]) await queue.addChunk('s1', new Uint8Array([end]).buffer, end);
    const sender = new ChunkSender(queue, uploadSessionChunk, { wait: () => Promise.resolve() });
    const statuses: SendStatus[] = [];
    sender.subscribe('s1', (status) => statuses.push(status));

    await expect(sender.drain('s1')).rejects.toThrow('Session not found');
    expect(api.requests.filter((request) => request.path.endsWith('/1'))).toHaveLength(1);
    expect((await queue.pendingChunks('s1')).map((chunk) => chunk.seq)).toEqual([1]);
    expect(statuses.at(-1)).toMatchObject({ pending: 1, savedSeconds: 5, error: 'Session not found' });
  });
});
