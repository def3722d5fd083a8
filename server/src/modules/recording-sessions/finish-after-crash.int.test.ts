import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingSessionDto } from '@common/schemas/recording-session.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { buildApp } from '../../app/app';
import { buildEngines } from '../../app/engines';
import { recoverInterruptedWork } from '../../app/recover-interrupted';
import { audioUploads, recordings, recordingSessions } from '../../db/schema';
import { newVisit } from '../../test/clinic-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeSpeechWebm, splitIntoPieces } from './live-fixtures.test-helper';

/**
 * A finish stores the joined audio as an upload (with the visit's recording) and only then marks its session done.
 * A crash in between leaves the session `finishing` with its pieces; the finish after the restart must continue
 * from the stored upload, never store a second one.
 */
let t: TestApp;
let restarted: FastifyInstance | undefined;
let speech: Buffer[];

beforeAll(async () => {
  t = await createTestApp();
  speech = await splitIntoPieces(await makeSpeechWebm(mkdtempSync(path.join(os.tmpdir(), 'cs-live-crash-'))), 4);
}, 300_000);
afterAll(async () => {
  await restarted?.close();
  await t?.close();
});

type Call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) => ReturnType<TestApp['call']>;
const callOn =
  (app: FastifyInstance): Call =>
  (method, url, token, body) =>
    app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(Buffer.isBuffer(body) ? { 'content-type': 'application/octet-stream' } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Buffer }),
    });

async function record(call: Call, token: string, body: Record<string, unknown>): Promise<string> {
  const created = await call('POST', '/api/recording-sessions', token, { mimeType: 'audio/webm', ...body });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<RecordingSessionDto>();
  for (const [seq, piece] of speech.entries())
    expect((await call('PUT', `/api/recording-sessions/${id}/chunks/${seq}`, token, piece)).statusCode).toBe(200);
  return id;
}

async function finish(call: Call, token: string, id: string): Promise<TranscriptionResponse> {
  const res = await call('POST', `/api/recording-sessions/${id}/finish`, token, { chunks: speech.length });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TranscriptionResponse>();
}

/** What `main` does on start, on the same database and data folder: a fresh container, recovery, resumed work. */
async function restart(): Promise<FastifyInstance> {
  await t.app.close();
  const engines = await buildEngines(t.config, t.database.db);
  const { app, container } = await buildApp({ config: t.config, db: t.database.db, storage: t.audio, engines });
  await app.ready();
  await recoverInterruptedWork({ ...container.repositories, storage: t.audio });
  await container.liveWorker.resume();
  return app;
}

describe('finishing a live recording after a crash', () => {
  it('answers two finishes at once with one upload', async () => {
    const user = await t.signUp('medical_assistant');
    const call = callOn(t.app);
    const id = await record(call, user.token, {});
    const [first, second] = await Promise.all([finish(call, user.token, id), finish(call, user.token, id)]);
    expect(second.audioId).toBe(first.audioId);
    const rows = await t.database.db.select().from(audioUploads).where(eq(audioUploads.createdBy, user.user.id));
    expect(rows).toHaveLength(1);
  });

  it('continues from the stored upload: exactly one upload and one recording per session', async () => {
    const user = await t.signUp('medical_assistant');
    const visit = await newVisit(t, user.token);
    const call = callOn(t.app);
    const withVisit = await record(call, user.token, { visitId: visit.id, recordingType: 'initial' });
    const alone = await record(call, user.token, {});
    const piecesDir = (id: string) => path.join(t.config.audioDir, 'sessions', id);
    const backup = mkdtempSync(path.join(os.tmpdir(), 'cs-live-pieces-'));
    for (const id of [withVisit, alone]) cpSync(piecesDir(id), path.join(backup, id), { recursive: true });
    const before = {
      [withVisit]: await finish(call, user.token, withVisit),
      [alone]: await finish(call, user.token, alone),
    };
    expect(before[withVisit]?.recordingId).toEqual(expect.any(Number));

    // What a crash right after the upload was stored leaves: the session still finishing, its pieces on disk …
    const { db } = t.database;
    for (const id of [withVisit, alone]) cpSync(path.join(backup, id), piecesDir(id), { recursive: true });
    await db
      .update(recordingSessions)
      .set({ status: 'finishing', audioId: null })
      .where(inArray(recordingSessions.id, [withVisit, alone]));
    // … and, for the visit's session, a crash one step earlier: the upload stored, its note not yet drafted.
    await db
      .update(audioUploads)
      .set({ status: 'stored', note: null, transcription: null })
      .where(eq(audioUploads.id, withVisit));
    await db.update(recordings).set({ status: 'processing' }).where(eq(recordings.audioId, withVisit));

    restarted = await restart();
    const after = callOn(restarted);
    for (const id of [withVisit, alone]) {
      const again = await finish(after, user.token, id);
      expect(again.audioId).toBe(before[id]?.audioId);
      expect(again.recordingId).toBe(before[id]?.recordingId);
      expect(again.transcription).toBe(before[id]?.transcription);
      const read = await after('GET', `/api/recording-sessions/${id}`, user.token);
      expect(read.json()).toMatchObject({ status: 'done', audioId: again.audioId });
      expect(existsSync(piecesDir(id))).toBe(false);
    }

    const uploads = await db.select().from(audioUploads).where(eq(audioUploads.createdBy, user.user.id));
    expect(uploads.map((row) => row.id).sort()).toEqual([withVisit, alone].sort());
    expect(uploads.every((row) => row.status === 'transcribed')).toBe(true);
    const drafts = await db.select().from(recordings).where(eq(recordings.visitId, visit.id));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ audioId: withVisit, status: 'done' });
    const stored = readdirSync(t.config.audioDir).filter(
      (name) => name.startsWith(withVisit) || name.startsWith(alone),
    );
    expect(stored).toHaveLength(2);
  });
});
