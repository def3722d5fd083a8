import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SPEECH,
  PIECE_TOO_LARGE,
  SESSION_TOO_LONG,
  type RecordingSessionDto,
} from '@common/schemas/recording-session.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { wordErrorRate } from '../../../../bench/lib/wer';
import { newVisit } from '../../test/clinic-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LIVE_TEXT, makeSilentWebm, makeSpeechWebm, splitIntoPieces } from './live-fixtures.test-helper';

let t: TestApp;
let assistant: { token: string };
let doctor: { token: string };
let speech: Buffer[];
let silence: Buffer[];

beforeAll(async () => {
  // Small caps so the 413s can be reached with a few kilobytes.
  t = await createTestApp({ LIVE_MAX_PIECE_BYTES: '65536', LIVE_MAX_SESSION_BYTES: '200000' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cs-live-'));
  speech = await splitIntoPieces(await makeSpeechWebm(dir), 4);
  silence = await splitIntoPieces(await makeSilentWebm(dir), 3);
  assistant = await t.signUp('medical_assistant');
  doctor = await t.signUp('doctor');
}, 300_000);
afterAll(async () => t?.close());

async function start(token: string, body: Record<string, unknown> = { mimeType: 'audio/webm;codecs=opus' }) {
  const res = await t.call('POST', '/api/recording-sessions', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RecordingSessionDto>();
}

function put(token: string, id: string, seq: number, data: Buffer) {
  return t.call('PUT', `/api/recording-sessions/${id}/chunks/${seq}`, {
    token,
    body: data,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

const finish = (token: string, id: string, chunks: number) =>
  t.call('POST', `/api/recording-sessions/${id}/finish`, { token, body: { chunks } });

describe('recording sessions', () => {
  it('stores pieces out of order, once each, and finishes with the note and the real duration', async () => {
    const visit = await newVisit(t, assistant.token);
    const session = await start(assistant.token, {
      visitId: visit.id,
      recordingType: 'initial',
      mimeType: 'audio/webm',
    });
    expect(session).toMatchObject({ status: 'recording', chunksReceived: 0, transcript: '' });
    for (const seq of [1, 0, 3])
      expect((await put(assistant.token, session.id, seq, speech[seq]!)).statusCode).toBe(200);
    // The same piece again is stored once; a different body for a stored number is refused.
    const again = await put(assistant.token, session.id, 1, speech[1]!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ stored: false, chunksReceived: 3 });
    expect((await put(assistant.token, session.id, 1, speech[2]!)).statusCode).toBe(409);

    const early = await finish(assistant.token, session.id, 4);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('2');

    expect((await put(assistant.token, session.id, 2, speech[2]!)).statusCode).toBe(200);
    const listed = await t.call('GET', '/api/recording-sessions?status=recording', { token: assistant.token });
    expect(listed.json<RecordingSessionDto[]>().map((s) => s.id)).toContain(session.id);

    const done = await finish(assistant.token, session.id, 4);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<TranscriptionResponse>();
    expect(body.duration).toBeGreaterThan(8);
    expect(body.transcription.toLowerCase()).toContain('doxycycline');
    const reference = LIVE_TEXT.replace('[[_::_]]', '');
    expect(wordErrorRate(reference, body.transcription).wer).toBeLessThan(0.5);
    expect(body.subjective.length + body.plan.length).toBeGreaterThan(0);
    expect(body.audioId).toMatch(/^[0-9a-f-]{36}$/);

    // The joined audio is stored like an upload; the pieces are gone.
    expect(existsSync(path.join(t.config.audioDir, 'sessions', session.id))).toBe(false);
    expect(readdirSync(t.config.audioDir).some((name) => name.startsWith(body.audioId))).toBe(true);
    const read = await t.call('GET', `/api/recording-sessions/${session.id}`, { token: assistant.token });
    // The visit's recording exists from the finish on, and the session names it.
    expect(body.recordingId).toEqual(expect.any(Number));
    expect(read.json()).toMatchObject({
      status: 'done',
      chunksReceived: 4,
      audioId: body.audioId,
      recordingId: body.recordingId,
    });
    expect(read.json<RecordingSessionDto>().transcript.toLowerCase()).toContain('doxycycline');
    // A repeated finish answers the stored result.
    expect((await finish(assistant.token, session.id, 4)).json<TranscriptionResponse>().audioId).toBe(body.audioId);
    expect((await put(assistant.token, session.id, 4, speech[0]!)).statusCode).toBe(409);
  });

  it('transcribes while recording: the live transcript grows before finish', async () => {
    const session = await start(assistant.token);
    for (const [seq, piece] of speech.entries())
      expect((await put(assistant.token, session.id, seq, piece)).statusCode).toBe(200);
    let read = (
      await t.call('GET', `/api/recording-sessions/${session.id}`, { token: assistant.token })
    ).json<RecordingSessionDto>();
    // Utterances are transcribed two at a time, so text can appear before the covered prefix moves: wait for both.
    for (let i = 0; i < 240 && (read.transcript === '' || read.transcribedSeconds <= 2); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      read = (
        await t.call('GET', `/api/recording-sessions/${session.id}`, { token: assistant.token })
      ).json<RecordingSessionDto>();
    }
    expect(read.status).toBe('recording');
    expect(read.transcript.toLowerCase()).toMatch(/fever|cough|days/);
    expect(read.secondsReceived).toBeGreaterThan(3);
    expect(read.transcribedSeconds).toBeGreaterThan(2);
    const done = await finish(assistant.token, session.id, speech.length);
    expect(done.json<TranscriptionResponse>().transcription.startsWith(read.transcript)).toBe(true);
  });

  it('answers 422 with the no-speech message for silence and keeps the audio', async () => {
    const session = await start(doctor.token);
    for (const [seq, piece] of silence.entries())
      expect((await put(doctor.token, session.id, seq, piece)).statusCode).toBe(200);
    const res = await finish(doctor.token, session.id, silence.length);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: NO_SPEECH });
    expect(readdirSync(path.join(t.config.audioDir, 'sessions', session.id))).toHaveLength(silence.length);
    const read = await t.call('GET', `/api/recording-sessions/${session.id}`, { token: doctor.token });
    expect(read.json()).toMatchObject({ status: 'failed' });
    // After 24 h the sweep removes it.
    const swept = await t.container.services.recordingSessions.sweepSilent(Date.now() + 25 * 60 * 60_000);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(t.config.audioDir, 'sessions', session.id))).toBe(false);
  });

  it('refuses pieces over the piece cap and sessions over the session cap with 413', async () => {
    const session = await start(assistant.token);
    const big = await put(assistant.token, session.id, 0, Buffer.alloc(65_537, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: PIECE_TOO_LARGE });
    for (let seq = 0; seq < 3; seq += 1)
      expect((await put(assistant.token, session.id, seq, Buffer.alloc(60_000, seq + 1))).statusCode).toBe(200);
    const over = await put(assistant.token, session.id, 3, Buffer.alloc(60_000, 9));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: SESSION_TOO_LONG });
  });

  it("hides other users' sessions (404), refuses patients (403), and discards with the audio", async () => {
    const session = await start(assistant.token);
    expect((await put(assistant.token, session.id, 0, speech[0]!)).statusCode).toBe(200);
    const other = await t.signUp('medical_assistant');
    expect((await t.call('GET', `/api/recording-sessions/${session.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await put(other.token, session.id, 1, speech[1]!)).statusCode).toBe(404);
    expect((await finish(other.token, session.id, 1)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/recording-sessions/${session.id}`, { token: other.token })).statusCode).toBe(
      404,
    );
    const patient = await t.signUp('patient');
    expect((await t.call('GET', '/api/recording-sessions', { token: patient.token })).statusCode).toBe(403);
    expect((await put(patient.token, session.id, 1, speech[1]!)).statusCode).toBe(403);

    expect(
      (await t.call('DELETE', `/api/recording-sessions/${session.id}`, { token: assistant.token })).statusCode,
    ).toBe(204);
    expect(existsSync(path.join(t.config.audioDir, 'sessions', session.id))).toBe(false);
    const read = await t.call('GET', `/api/recording-sessions/${session.id}`, { token: assistant.token });
    expect(read.json()).toMatchObject({ status: 'abandoned', chunksReceived: 0, transcript: '' });
    const listed = await t.call('GET', '/api/recording-sessions?status=recording', { token: assistant.token });
    expect(listed.json<RecordingSessionDto[]>().map((s) => s.id)).not.toContain(session.id);
  });

  it("removes the pieces of a deleted visit's session in the sweep, and only those", async () => {
    const visit = await newVisit(t, assistant.token);
    const gone = await start(assistant.token, { mimeType: 'audio/webm;codecs=opus', visitId: visit.id });
    const kept = await start(assistant.token);
    for (const session of [gone, kept])
      expect((await put(assistant.token, session.id, 0, speech[0]!)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/visits/${visit.id}`, { token: assistant.token })).statusCode).toBe(204);
    const folder = (id: string) => path.join(t.config.audioDir, 'sessions', id);
    expect(existsSync(folder(gone.id))).toBe(true);
    // Young folders are left alone (a session's folder is made just before its row).
    expect(await t.container.services.recordingSessions.sweepOrphanPieces()).toBe(0);
    const later = Date.now() + 60 * 60_000;
    expect(await t.container.services.recordingSessions.sweepOrphanPieces(later)).toBeGreaterThanOrEqual(1);
    expect(existsSync(folder(gone.id))).toBe(false);
    expect(existsSync(folder(kept.id))).toBe(true);
    await t.call('DELETE', `/api/recording-sessions/${kept.id}`, { token: assistant.token });
  });

  it('validates the contract: mime type, piece number, content type, finish body', async () => {
    expect((await t.call('POST', '/api/recording-sessions', { token: assistant.token, body: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await t.call('POST', '/api/recording-sessions', { token: assistant.token, body: { mimeType: 'text/html' } }))
        .statusCode,
    ).toBe(400);
    const session = await start(assistant.token);
    expect((await put(assistant.token, session.id, -1 as number, speech[0]!)).statusCode).toBe(400);
    const json = await t.call('PUT', `/api/recording-sessions/${session.id}/chunks/0`, {
      token: assistant.token,
      body: { audio: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await put(assistant.token, session.id, 0, Buffer.alloc(0))).statusCode).toBe(400);
    // fetch() with the recorder's Blob sends its type; that is raw audio too.
    const blob = await t.call('PUT', `/api/recording-sessions/${session.id}/chunks/0`, {
      token: assistant.token,
      body: speech[0],
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(blob.statusCode, blob.body).toBe(200);
    expect((await finish(assistant.token, session.id, 0)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/recording-sessions/not-a-uuid', { token: assistant.token })).statusCode).toBe(
      400,
    );
  });
});
