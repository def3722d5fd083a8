import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { DOCTOR_VOICE, speakToWav } from '../../../../bench/lib/synthetic-speech';
import { VISIT_TEXT } from '../../audio/audio-fixtures.test-helper';
import { recoverInterruptedWork } from '../../app/recover-interrupted';
import { addPatient, openVisit } from '../../test/clinic-fixtures';
import { buildMultipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 15 item 1 and issue 13 item 6: a transcription for a visit is a recording from the first second (processing →
 * done | failed), listed with the visit without any save, and a failed or interrupted one is retried from its audio.
 */
let t: TestApp;
let fixtureDir: string;
let speech: Buffer;
let longSpeech: Buffer;
let doctor: { token: string; id: number };
let assistant: { token: string; id: number };
let patientToken: string;

function upload(token: string, data: Buffer, fields: Record<string, string>) {
  const { payload, headers } = buildMultipart(fields, {
    field: 'audio',
    filename: 'visit.wav',
    contentType: 'audio/wav',
    data,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/transcribe',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

async function recordingsOf(visitId: number, token = doctor.token): Promise<RecordingDto[]> {
  const res = await t.call('GET', `/api/recordings/visit/${visitId}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<RecordingDto[]>();
}

/** Pids of this process's children running a program whose command line matches. */
function childrenMatching(pattern: RegExp): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => pattern.test(line))
    .map((line) => Number(line.split(/\s+/)[0]));
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 6000; i += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  t = await createTestApp();
  fixtureDir = mkdtempSync(path.join(os.tmpdir(), 'cs-drafts-'));
  const wav = path.join(fixtureDir, 'visit.wav');
  await speakToWav(VISIT_TEXT, DOCTOR_VOICE, wav);
  speech = readFileSync(wav);
  // Long enough (~30 s of speech) that the recogniser runs for a while: the crash test kills it mid-job.
  const long = path.join(fixtureDir, 'long.wav');
  await speakToWav(Array(3).fill(VISIT_TEXT).join(' '), DOCTOR_VOICE, long);
  longSpeech = readFileSync(long);
  const d = await t.signUp('doctor');
  const a = await t.signUp('medical_assistant');
  doctor = { token: d.token, id: d.user.id };
  assistant = { token: a.token, id: a.user.id };
  patientToken = (await t.signUp('patient')).token;
}, 300_000);
afterAll(async () => {
  await t?.close();
  if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true });
});

describe('a transcription for a visit is its recording from the first second', () => {
  it(
    'is listed as processing at once, then done with transcript, note and codes, without any save',
    { timeout: 300_000 },
    async () => {
      const visit = await openVisit(t, assistant.token, await addPatient(t, assistant.token, 'Draft Person'));
      const active = () => t.call('GET', '/api/visits/active', { token: doctor.token });
      expect((await active()).json<Array<{ id: number }>>().map((v) => v.id)).not.toContain(visit.id);

      const pending = upload(assistant.token, speech, { visitId: String(visit.id), recordingType: 'initial' });
      const processing = await waitFor(async () => (await recordingsOf(visit.id))[0], 'the draft recording');
      expect(processing).toMatchObject({ status: 'processing', visitId: visit.id, createdBy: assistant.id });
      expect(processing.hasAudio).toBe(true);
      // Something is stored: colleagues now see the visit.
      expect((await active()).json<Array<{ id: number }>>().map((v) => v.id)).toContain(visit.id);
      // The draft cannot be edited while its note is being written.
      const early = await t.call('PATCH', `/api/recordings/${processing.id}`, {
        token: assistant.token,
        body: { subjective: 'Too early', version: processing.version },
      });
      expect(early.statusCode).toBe(409);

      const res = await pending;
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TranscriptionResponse>();
      expect(body.recordingId).toBe(processing.id);

      const [done, ...others] = await recordingsOf(visit.id);
      expect(others).toEqual([]);
      expect(done).toMatchObject({ id: processing.id, status: 'done', version: body.recordingVersion });
      expect(done?.transcription).toBe(body.transcription);
      expect(done?.transcription?.toLowerCase()).toContain('lisinopril');
      expect(done?.subjective).toBe(body.subjective);
      expect(done?.codeSuggestions).toEqual(body.codeSuggestions);
      // An assistant's recording starts with assessment and plan blank (SPEC section 5).
      expect(done).toMatchObject({ assessment: null, plan: null });

      // The client's save updates that recording (PATCH with the version it got) …
      const saved = await t.call('PATCH', `/api/recordings/${processing.id}`, {
        token: assistant.token,
        body: { subjective: 'Edited after the draft.', version: body.recordingVersion },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // … and an older client's POST with the audio id fills the same one instead of a duplicate.
      const posted = await t.call('POST', '/api/recordings', {
        token: assistant.token,
        body: {
          visitId: visit.id,
          recordingType: 'initial',
          creatorRole: 'medical_assistant',
          subjective: 'Posted over the draft.',
          metadata: { duration: 1, audioId: body.audioId },
        },
      });
      expect(posted.statusCode, posted.body).toBe(201);
      expect(posted.json<RecordingDto>().id).toBe(processing.id);
      const after = await recordingsOf(visit.id);
      expect(after.map((r) => [r.id, r.subjective])).toEqual([[processing.id, 'Posted over the draft.']]);
    },
  );

  it('is failed when the recogniser dies mid-job, and a retry from the stored audio finishes it', async () => {
    const visit = await openVisit(t, doctor.token, await addPatient(t, doctor.token, 'Crash Person'));
    const pending = upload(doctor.token, longSpeech, { visitId: String(visit.id), recordingType: 'doctor_review' });
    const [pid] = await waitFor(() => {
      const pids = childrenMatching(/pocketsphinx_batch/);
      return pids.length > 0 ? pids : undefined;
    }, 'the recogniser to start');
    process.kill(pid as number, 'SIGKILL');
    const res = await pending;
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const [failed] = await recordingsOf(visit.id);
    expect(failed).toMatchObject({ status: 'failed', recordingType: 'doctor_review', transcription: null });

    // Role-checked: patients never, assistants not on a doctor's review.
    const retryUrl = `/api/recordings/${failed?.id}/retry`;
    expect((await t.call('POST', retryUrl, { token: patientToken })).statusCode).toBe(403);
    expect((await t.call('POST', retryUrl, { token: assistant.token })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/recordings/999999/retry', { token: doctor.token })).statusCode).toBe(404);

    const retried = await t.call('POST', retryUrl, { token: doctor.token });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<RecordingDto>()).toMatchObject({ id: failed?.id, status: 'done' });
    expect(retried.json<RecordingDto>().transcription?.toLowerCase()).toContain('doxycycline');
    expect(await recordingsOf(visit.id)).toHaveLength(1);
    // Done is done: a second retry is refused.
    expect((await t.call('POST', retryUrl, { token: doctor.token })).statusCode).toBe(409);

    const audit = await t.container.repositories.audit.listFor('recording', String(failed?.id));
    expect(audit.filter((row) => row.action === 'retry')).toHaveLength(1);
    expect(audit.find((row) => row.action === 'retry')).toMatchObject({
      userId: doctor.id,
      patientId: visit.patientId,
    });
  }, 300_000);

  it('is failed after a server crash mid-job (start-up recovery), and retried', async () => {
    const visit = await openVisit(t, assistant.token, await addPatient(t, assistant.token, 'Restart Person'));
    const res = await upload(assistant.token, speech, { visitId: String(visit.id) });
    expect(res.statusCode).toBe(200);
    const { audioId, recordingId } = res.json<TranscriptionResponse>();
    // What a process killed mid-job leaves behind: the upload transcribing, its recording processing.
    await t.container.repositories.audioUploads.update(audioId, { status: 'transcribing', note: null });
    const row = await t.container.repositories.recordings.findById(recordingId ?? 0);
    await t.container.repositories.recordings.update(recordingId ?? 0, { status: 'processing' }, row?.version);

    const recovered = await recoverInterruptedWork({ ...t.container.repositories, storage: t.audio });
    expect(recovered.interrupted).toBeGreaterThanOrEqual(1);
    expect(recovered.drafts).toBeGreaterThanOrEqual(1);
    const [failed] = await recordingsOf(visit.id);
    expect(failed).toMatchObject({ id: recordingId, status: 'failed' });

    const retried = await t.call('POST', `/api/recordings/${recordingId}/retry`, { token: assistant.token });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<RecordingDto>()).toMatchObject({ id: recordingId, status: 'done', assessment: null });
    expect((await t.container.repositories.audioUploads.findById(audioId))?.status).toBe('transcribed');
  }, 300_000);
});

describe('the same audio sent twice', () => {
  it('to the same visit within an hour answers with the first recording instead of a duplicate', async () => {
    const visit = await openVisit(t, assistant.token, await addPatient(t, assistant.token, 'Twice Person'));
    const first = await upload(assistant.token, speech, { visitId: String(visit.id) });
    expect(first.statusCode).toBe(200);
    const again = await upload(assistant.token, speech, { visitId: String(visit.id) });
    expect(again.statusCode, again.body).toBe(200);
    const a = first.json<TranscriptionResponse>();
    const b = again.json<TranscriptionResponse>();
    expect(b).toMatchObject({ audioId: a.audioId, recordingId: a.recordingId, transcription: a.transcription });
    expect(await recordingsOf(visit.id)).toHaveLength(1);
    const files = () => readdirSync(t.config.audioDir).filter((name) => !name.startsWith('.'));
    const stored = files().length;
    const uploads = await t.container.repositories.audioUploads.listStoredNamesForVisit(visit.id);
    expect(uploads).toHaveLength(1);

    // Other audio, or an hour later, is a new recording.
    const older = new Date(Date.now() - 61 * 60_000);
    await t.container.repositories.audioUploads.update(a.audioId, { createdAt: older });
    const later = await upload(assistant.token, speech, { visitId: String(visit.id) });
    expect(later.statusCode).toBe(200);
    expect(later.json<TranscriptionResponse>().recordingId).not.toBe(a.recordingId);
    expect(await recordingsOf(visit.id)).toHaveLength(2);
    expect(files().length).toBe(stored + 1);
  }, 300_000);
});

describe('deleting a visit while its audio is transcribed', () => {
  it('leaves no audio, decoded audio, recogniser files or rows behind', async () => {
    const visit = await openVisit(t, doctor.token, await addPatient(t, doctor.token, 'Deleted Midway'));
    const pending = upload(doctor.token, longSpeech, { visitId: String(visit.id) });
    await waitFor(() => (childrenMatching(/pocketsphinx_batch/).length > 0 ? true : undefined), 'the recogniser');
    expect((await t.call('DELETE', `/api/visits/${visit.id}`, { token: doctor.token })).statusCode).toBe(204);
    const res = await pending;
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    // The job was stopped, its recogniser with it.
    expect(childrenMatching(/pocketsphinx_batch/)).toEqual([]);
    const scratch = path.join(t.config.dataDir, 'tmp');
    expect(readdirSync(scratch)).toEqual([]);
    expect(readdirSync(t.config.audioDir).filter((name) => !name.startsWith('.'))).toEqual(
      [...(await t.container.repositories.audioUploads.listAllStoredNames())].sort(),
    );
    expect(await t.container.repositories.audioUploads.listStoredNamesForVisit(visit.id)).toEqual([]);
    expect(await t.container.repositories.recordings.listByVisit(visit.id)).toEqual([]);
  }, 300_000);
});
