import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@common/schemas/auth.schema';
import { audioUploads } from '../../db/schema';
import { sendJson, startTranscriptionServer } from '../../engines/transcription/openai-test-server.test-helper';
import { spokenWav } from '../../test/spoken-audio';
import { buildMultipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The transcription queue behind the real route: one slot, an OpenAI-compatible service on 127.0.0.1 that answers
 * only when the test lets it, and a client that hangs up while its job waits.
 */
let service: Awaited<ReturnType<typeof startTranscriptionServer>>;
const held: (() => void)[] = [];
let t: TestApp;
let port: number;
const users: Record<'a' | 'b' | 'c', LoginResponse> = {} as never;
let speech: Buffer;

const upload = () =>
  buildMultipart({}, { field: 'audio', filename: 'visit.wav', contentType: 'audio/wav', data: speech });

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 25) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const uploadsOf = (user: LoginResponse) =>
  t.database.db.select().from(audioUploads).where(eq(audioUploads.createdBy, user.user.id));

beforeAll(async () => {
  speech = await spokenWav();
  service = await startTranscriptionServer((_req, res) =>
    held.push(() => sendJson(res, 200, { text: 'I have had a cough for three days.' })),
  );
  t = await createTestApp({
    TRANSCRIBE_ENGINE: 'openai',
    TRANSCRIBE_BASE_URL: service.baseUrl,
    TRANSCRIBE_MODEL: 'whisper-1',
    TRANSCRIBE_CONCURRENCY: '1',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  for (const name of ['a', 'b', 'c'] as const) users[name] = await t.signUp('doctor', `Queue ${name}`);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('POST /api/transcribe through the fair queue', () => {
  it('never runs a job whose client hung up while it waited; the next user gets the slot', async () => {
    const body = upload();
    const first = t.call('POST', '/api/transcribe', {
      token: users.a.token,
      headers: body.headers,
      body: body.payload,
    });
    await until(() => service.requests.length === 1, 'the first job to reach the service');

    // The second client uploads, its job waits for the only slot, and the client goes away.
    const gone = upload();
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/transcribe',
      headers: { ...gone.headers, authorization: `Bearer ${users.b.token}` },
    });
    request.on('error', () => undefined);
    request.end(gone.payload);
    await until(async () => (await uploadsOf(users.b)).length === 1, 'the second upload to be stored');
    await new Promise((r) => setTimeout(r, 300));
    request.destroy();

    const third = upload();
    const waiting = t.call('POST', '/api/transcribe', {
      token: users.c.token,
      headers: third.headers,
      body: third.payload,
    });
    await until(async () => (await uploadsOf(users.c)).length === 1, 'the third upload to be stored');

    held.shift()!();
    expect((await first).statusCode).toBe(200);
    await until(() => held.length === 1, 'the next job to reach the service');
    // The abandoned job left the queue when its client went away, so the job now running is the third.
    await until(async () => (await uploadsOf(users.b))[0]?.status === 'failed', 'the abandoned job to be dropped');
    expect((await uploadsOf(users.b))[0]?.transcription).toBeNull();
    held.shift()!();
    const answered = await waiting;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<{ transcription: string }>().transcription).toContain('cough');

    // Only the two jobs whose clients waited reached the service; the abandoned upload is kept for a retry.
    expect(service.requests).toHaveLength(2);
    expect((await uploadsOf(users.b))[0]?.status).toBe('failed');
  });
});
