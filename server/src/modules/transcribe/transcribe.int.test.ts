import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@common/schemas/error.schema';
import type { PatientDto } from '@common/schemas/patient.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { AUDIO_TOO_LARGE_UPLOAD, INVALID_FILE_TYPE } from '@common/limits';
import { wordErrorRate } from '../../../../bench/lib/wer';
import { FORMATS, makePng, makeSpokenFixtures, VISIT_TEXT, type Format } from '../../audio/audio-fixtures.test-helper';
import { buildMultipart } from '../../test/multipart';
import { patchVisit } from '../../test/clinic-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let fixtures: Record<Format, string>;
let fixtureDir: string;
let doctor: { token: string; id: number };
let assistant: { token: string; id: number };
let patientToken: string;

const MIME: Record<Format, string> = {
  wav: 'audio/wav',
  webm: 'audio/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

function upload(
  token: string | undefined,
  data: Buffer,
  options: { filename?: string; contentType?: string; fields?: Record<string, string>; field?: string } = {},
) {
  const { payload, headers } = buildMultipart(options.fields ?? {}, {
    field: options.field ?? 'audio',
    filename: options.filename ?? 'visit.webm',
    contentType: options.contentType ?? 'audio/webm',
    data,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/transcribe',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function openVisit(token: string, name: string) {
  const patient = (await t.call('POST', '/api/patients', { token, body: { name } })).json<PatientDto>();
  return (await t.call('GET', `/api/visits/active/${patient.id}`, { token })).json<VisitDto>();
}

const storedAudio = () => readdirSync(t.config.audioDir).filter((name) => !name.startsWith('.'));

beforeAll(async () => {
  t = await createTestApp();
  fixtureDir = mkdtempSync(path.join(os.tmpdir(), 'cs-transcribe-'));
  fixtures = await makeSpokenFixtures(fixtureDir);
  const d = await t.signUp('doctor');
  const a = await t.signUp('medical_assistant');
  doctor = { token: d.token, id: d.user.id };
  assistant = { token: a.token, id: a.user.id };
  patientToken = (await t.signUp('patient')).token;
}, 300_000);
afterAll(async () => t?.close());

describe('POST /api/transcribe with real speech', () => {
  it.each(FORMATS)('transcribes %s offline and drafts a grounded note', async (format) => {
    const visit = await openVisit(assistant.token, `Speech ${format}`);
    const res = await upload(assistant.token, readFileSync(fixtures[format]), {
      filename: `visit.${format}`,
      contentType: MIME[format],
      fields: { visitId: String(visit.id), recordingType: 'initial' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TranscriptionResponse>();
    const words = body.transcription.toLowerCase();
    // Lossy codecs shift a few everyday words from run to run (once 'fever' became 'senior'), so the test bounds
    // the word error rate and asks for the clinical words the clinical model exists to get right.
    for (const word of ['lisinopril', 'doxycycline']) expect(words).toContain(word);
    expect(wordErrorRate(VISIT_TEXT, words).wer, words).toBeLessThanOrEqual(0.5);
    expect(body.duration).toBeGreaterThan(3);
    expect(body.transcriptionEngine).toMatch(/^pocketsphinx/);
    expect(body.engine.id).toBe('builtin');
    for (const key of ['subjective', 'objective', 'assessment', 'plan'] as const)
      expect(typeof body[key]).toBe('string');
    expect(Array.isArray(body.codeSuggestions)).toBe(true);
    for (const statement of body.evidence) {
      for (const span of statement.evidence) expect(body.transcription.slice(span.start, span.end)).toBe(span.quote);
    }
    expect(storedAudio().some((name) => name.startsWith(`${body.audioId}.`))).toBe(true);
  });

  it('links the audio to the saved recording and plays it back with Range', async () => {
    const visit = await openVisit(assistant.token, 'Playback');
    const original = readFileSync(fixtures.ogg);
    const transcribed = (
      await upload(assistant.token, original, {
        filename: 'a.ogg',
        contentType: 'audio/ogg',
        fields: { visitId: String(visit.id) },
      })
    ).json<TranscriptionResponse>();
    const saved = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: {
        visitId: visit.id,
        recordingType: 'initial',
        creatorRole: 'medical_assistant',
        transcription: transcribed.transcription,
        subjective: transcribed.subjective,
        objective: transcribed.objective,
        codeSuggestions: transcribed.codeSuggestions,
        metadata: { duration: transcribed.duration, audioId: transcribed.audioId },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const recording = saved.json<RecordingDto>();
    const audioUrl = `/api/recordings/${recording.id}/audio`;
    expect(recording.recordingUrl).toBe(audioUrl);
    expect(recording.metadata).toMatchObject({ recordingUrl: recording.recordingUrl, audioId: transcribed.audioId });
    expect(recording.metadata.duration).toBeCloseTo(transcribed.duration, 3);
    expect(recording.hasAudio).toBe(true);
    expect(recording.segments?.length).toBeGreaterThan(0);

    const whole = await t.call('GET', audioUrl, { token: doctor.token });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/ogg');
    expect(whole.rawPayload.equals(original)).toBe(true);
    const part = await t.call('GET', audioUrl, {
      token: doctor.token,
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${original.length}`);
    expect(part.rawPayload.equals(original.subarray(10, 20))).toBe(true);
    expect(
      (await t.call('GET', audioUrl, { token: doctor.token, headers: { range: 'bytes=999999999-' } })).statusCode,
    ).toBe(416);
    expect((await t.call('GET', audioUrl, { token: patientToken })).statusCode).toBe(403);

    // Deleting the visit deletes its audio.
    const file = `${transcribed.audioId}.ogg`;
    expect(storedAudio()).toContain(file);
    expect((await t.call('DELETE', `/api/visits/${visit.id}`, { token: assistant.token })).statusCode).toBe(204);
    expect(storedAudio()).not.toContain(file);
    expect((await t.call('GET', audioUrl, { token: doctor.token })).statusCode).toBe(404);
  });

  it("moves a doctor's visit to review when the doctor adds audio", async () => {
    const visit = await openVisit(doctor.token, 'Doctor Dictation');
    const res = await upload(doctor.token, readFileSync(fixtures.mp3), {
      filename: 'd.mp3',
      contentType: 'audio/mpeg',
      fields: { visitId: String(visit.id), recordingType: 'doctor_review' },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.call('GET', `/api/visits/${visit.id}`, { token: doctor.token })).json<VisitDto>();
    expect(after).toMatchObject({ status: 'pending_doctor_review', providerId: doctor.id });
  });

  it('retries a stored upload without sending it again', async () => {
    const first = (
      await upload(assistant.token, readFileSync(fixtures.wav), { filename: 'r.wav', contentType: 'audio/wav' })
    ).json<TranscriptionResponse>();
    const again = await t.call('POST', '/api/transcribe/retry', {
      token: assistant.token,
      body: { audioId: first.audioId },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<TranscriptionResponse>().transcription).toBe(first.transcription);
    // As after a restart that interrupted the job: the retry runs the stored audio again.
    await t.container.repositories.audioUploads.failInterrupted('interrupted');
    const rerun = await t.call('POST', '/api/transcribe/retry', {
      token: assistant.token,
      body: { audioId: first.audioId },
    });
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json<TranscriptionResponse>().transcription).toBe(first.transcription);
    // Someone else's unlinked upload is not theirs to retry.
    expect(
      (await t.call('POST', '/api/transcribe/retry', { token: doctor.token, body: { audioId: first.audioId } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/transcribe rejections', () => {
  it('answers 413 over 25 MB and stores nothing', async () => {
    const before = readdirSync(t.config.audioDir).length;
    const res = await upload(assistant.token, Buffer.alloc(26 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorResponse>().message).toBe(AUDIO_TOO_LARGE_UPLOAD);
    expect(readdirSync(t.config.audioDir).length).toBe(before);
  });

  it('answers 415 for a PNG named .mp3, from its bytes', async () => {
    const png = path.join(fixtureDir, 'image.png');
    await makePng(png);
    const res = await upload(assistant.token, readFileSync(png), { filename: 'visit.mp3', contentType: 'audio/mpeg' });
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorResponse>().message).toBe(INVALID_FILE_TYPE);
  });

  it('answers 422 for an empty file', async () => {
    const res = await upload(assistant.token, Buffer.alloc(0));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorResponse>().message).toMatch(/empty/i);
  });

  it('answers 422 for a truncated webm and keeps the stored audio for a retry', async () => {
    const whole = readFileSync(fixtures.webm);
    const truncated = whole.subarray(0, 200);
    writeFileSync(path.join(fixtureDir, 'truncated.webm'), truncated);
    const res = await upload(assistant.token, truncated);
    expect(res.statusCode).toBe(422);
    const { audioId, message } = res.json<{ audioId: string; message: string }>();
    expect(message).toMatch(/kept/);
    const row = await t.container.repositories.audioUploads.findById(audioId);
    expect(row).toMatchObject({ status: 'failed' });
    expect(existsSync(path.join(t.config.audioDir, row!.storedName))).toBe(true);
    expect(readFileSync(path.join(t.config.audioDir, row!.storedName)).equals(truncated)).toBe(true);
    expect(
      (await t.call('POST', '/api/transcribe/retry', { token: assistant.token, body: { audioId } })).statusCode,
    ).toBe(422);
  });

  it('checks the session, the role, the visit and the form', async () => {
    const data = readFileSync(fixtures.wav);
    expect((await upload(undefined, data)).statusCode).toBe(401);
    expect((await upload(patientToken, data)).statusCode).toBe(403);
    expect((await upload(assistant.token, data, { fields: { visitId: '999999' } })).statusCode).toBe(404);
    expect((await upload(assistant.token, data, { fields: { visitId: 'abc' } })).statusCode).toBe(400);
    expect((await upload(assistant.token, data, { fields: { recordingType: 'bogus' } })).statusCode).toBe(400);
    expect((await upload(assistant.token, data, { field: 'file' })).statusCode).toBe(400);
    const json = await t.call('POST', '/api/transcribe', { token: assistant.token, body: { audio: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json<ErrorResponse>().message).toMatch(/multipart/);
    const leftovers = readdirSync(t.config.audioDir).filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('refuses audio for a completed visit', async () => {
    const visit = await openVisit(doctor.token, 'Completed Audio');
    await patchVisit(t, doctor.token, visit.id, { status: 'completed', finalDiagnosis: 'Done' });
    const res = await upload(doctor.token, readFileSync(fixtures.wav), { fields: { visitId: String(visit.id) } });
    expect(res.statusCode).toBe(409);
  });
});
