import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@common/schemas/auth.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { addRecording, addRecordingWithAudio, newVisit, storeTranscribedAudio } from '../test/clinic-fixtures';
import { countRows } from '../test/row-counts';
import { createTestApp, type TestApp } from '../test/test-app';

/** Object-level checks (OWASP ASVS V4.2): ids that do not exist, are gone, or belong to another visit. */
let t: TestApp;
let assistant: LoginResponse;
let doctor: LoginResponse;
let otherAssistant: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  assistant = await t.signUp('medical_assistant', 'Object Assistant');
  doctor = await t.signUp('doctor', 'Object Doctor');
  otherAssistant = await t.signUp('medical_assistant', 'Other Assistant');
});
afterAll(async () => t?.close());

function expectJsonError(
  res: { statusCode: number; headers: Record<string, unknown>; body: string; json: <T>() => T },
  status: number | number[],
) {
  expect(Array.isArray(status) ? status : [status], res.body).toContain(res.statusCode);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(typeof res.json<{ message?: unknown }>().message).toBe('string');
}

describe('ids that do not exist', () => {
  it('answer 404 on every route that takes one', async () => {
    const ghost = 2_000_000_000;
    const token = doctor.token;
    const cases: Array<[Parameters<TestApp['call']>[0], string, unknown?]> = [
      ['GET', `/api/patients/${ghost}`],
      ['GET', `/api/visits/active/${ghost}`],
      ['GET', `/api/visits/${ghost}`],
      ['PATCH', `/api/visits/${ghost}`, { providerId: doctor.user.id, version: 1 }],
      ['DELETE', `/api/visits/${ghost}`],
      ['PATCH', `/api/recordings/${ghost}`, { subjective: 'x', version: 1 }],
      ['GET', `/api/recordings/visit/${ghost}`],
      ['GET', `/api/recordings/${ghost}/audio`],
      ['POST', '/api/recordings', { visitId: ghost, creatorRole: 'doctor' }],
    ];
    for (const [method, url, body] of cases) expectJsonError(await t.call(method, url, { token, body }), 404);
    expectJsonError(
      await t.call('POST', '/api/transcribe/retry', {
        token,
        body: { audioId: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
    );
  });
});

describe('a deleted visit', () => {
  it('is gone everywhere: the visit, its notes, its audio rows and files', async () => {
    const visit = await newVisit(t, assistant.token, 'Deleted Visit Patient');
    const withAudio = await addRecordingWithAudio(t, assistant.token, visit.id, assistant.user.id);
    const plain = await addRecording(t, assistant.token, visit.id);
    const upload = await t.container.repositories.audioUploads.findById(withAudio.metadata.audioId ?? '');
    expect(upload).toBeDefined();
    const file = t.audio.pathFor(upload?.storedName ?? '');
    expect(existsSync(file)).toBe(true);
    expect((await t.call('GET', `/api/recordings/${withAudio.id}/audio`, { token: doctor.token })).statusCode).toBe(
      200,
    );

    expect((await t.call('DELETE', `/api/visits/${visit.id}`, { token: assistant.token })).statusCode).toBe(204);

    const token = doctor.token;
    expectJsonError(await t.call('GET', `/api/visits/${visit.id}`, { token }), 404);
    expectJsonError(
      await t.call('PATCH', `/api/visits/${visit.id}`, { token, body: { providerId: doctor.user.id, version: 1 } }),
      404,
    );
    expectJsonError(await t.call('DELETE', `/api/visits/${visit.id}`, { token }), 404);
    expectJsonError(await t.call('GET', `/api/recordings/visit/${visit.id}`, { token }), 404);
    for (const recording of [withAudio, plain]) {
      expectJsonError(
        await t.call('PATCH', `/api/recordings/${recording.id}`, {
          token,
          body: { subjective: 'late edit', version: 1 },
        }),
        404,
      );
      expectJsonError(await t.call('GET', `/api/recordings/${recording.id}/audio`, { token }), 404);
    }
    expectJsonError(
      await t.call('POST', '/api/recordings', {
        token,
        body: { visitId: visit.id, creatorRole: 'doctor', subjective: 'x' },
      }),
      404,
    );
    expectJsonError(await t.call('POST', '/api/transcribe/retry', { token, body: { audioId: upload?.id } }), 404);
    expect(await t.container.repositories.audioUploads.findById(upload?.id ?? '')).toBeUndefined();
    expect(existsSync(file)).toBe(false);

    const active = (await t.call('GET', '/api/visits/active', { token })).json<VisitDto[]>();
    expect(active.map((v) => v.id)).not.toContain(visit.id);
    const patient = (await t.call('GET', `/api/patients/${visit.patientId}`, { token })).json<{ visits: VisitDto[] }>();
    expect(patient.visits.map((v) => v.id)).not.toContain(visit.id);
  });
});

describe("another visit's objects", () => {
  it("cannot be made a visit's current note (400), and the visit is left as it was", async () => {
    const a = await newVisit(t, assistant.token, 'Visit A');
    const b = await newVisit(t, assistant.token, 'Visit B');
    const noteOfB = await addRecording(t, assistant.token, b.id);
    const before = (await t.call('GET', `/api/visits/${a.id}`, { token: doctor.token })).json<VisitDto>();
    expectJsonError(
      await t.call('PATCH', `/api/visits/${a.id}`, {
        token: doctor.token,
        body: { recordingId: noteOfB.id, version: before.version },
      }),
      400,
    );
    const after = (await t.call('GET', `/api/visits/${a.id}`, { token: doctor.token })).json<VisitDto>();
    expect(after).toEqual(before);
  });

  it("cannot take another visit's audio or another user's unattached upload (400, nothing stored)", async () => {
    const a = await newVisit(t, assistant.token, 'Audio A');
    const b = await newVisit(t, assistant.token, 'Audio B');
    const audioOfB = await storeTranscribedAudio(t, { visitId: b.id, createdBy: assistant.user.id });
    const strayUpload = await storeTranscribedAudio(t, { visitId: null, createdBy: otherAssistant.user.id });
    for (const audioId of [audioOfB, strayUpload]) {
      const before = await countRows(t.database.db);
      const res = await t.call('POST', '/api/recordings', {
        token: assistant.token,
        body: { visitId: a.id, creatorRole: 'medical_assistant', subjective: 'x', metadata: { duration: 1, audioId } },
      });
      expectJsonError(res, 400);
      expect(await countRows(t.database.db)).toEqual(before);
    }
    expect((await t.container.repositories.audioUploads.findById(audioOfB))?.visitId).toBe(b.id);
    expect((await t.container.repositories.audioUploads.findById(strayUpload))?.visitId).toBeNull();
  });

  it('cannot move a visit that has a patient to another patient through a note (409)', async () => {
    const a = await newVisit(t, assistant.token, 'Owner Patient');
    const b = await newVisit(t, assistant.token, 'Stranger Patient');
    const res = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: { visitId: a.id, patientId: b.patientId, creatorRole: 'medical_assistant', subjective: 'x' },
    });
    expectJsonError(res, 409);
    expect((await t.call('GET', `/api/visits/${a.id}`, { token: doctor.token })).json<VisitDto>().patientId).toBe(
      a.patientId,
    );
  });

  it("cannot retry another user's upload that belongs to no visit (404)", async () => {
    const stray = await storeTranscribedAudio(t, { visitId: null, createdBy: otherAssistant.user.id });
    expectJsonError(
      await t.call('POST', '/api/transcribe/retry', { token: assistant.token, body: { audioId: stray } }),
      404,
    );
    expect(
      (await t.call('POST', '/api/transcribe/retry', { token: otherAssistant.token, body: { audioId: stray } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('audio by guessed path', () => {
  let withAudio: RecordingDto;
  let storedName: string;
  beforeAll(async () => {
    const visit = await newVisit(t, assistant.token, 'Audio Guess');
    withAudio = await addRecordingWithAudio(t, assistant.token, visit.id, assistant.user.id);
    storedName =
      (await t.container.repositories.audioUploads.findById(withAudio.metadata.audioId ?? ''))?.storedName ?? '';
  });

  it('is 404 for a recording without audio', async () => {
    const visit = await newVisit(t, assistant.token, 'No Audio');
    const silent = await addRecording(t, assistant.token, visit.id);
    const res = await t.call('GET', `/api/recordings/${silent.id}/audio`, { token: doctor.token });
    expectJsonError(res, 404);
    expect(res.json<{ message: string }>().message).toBe('No audio is stored for this recording');
  });

  it('never serves a file for traversal attempts or stored file names', async () => {
    const attempts = [
      '/api/recordings/..%2F..%2Fetc%2Fpasswd/audio',
      '/api/recordings/../../etc/passwd/audio',
      '/api/recordings/%2e%2e%2f%2e%2e%2fetc%2fpasswd/audio',
      '/api/recordings/..%5C..%5Cetc%5Cpasswd/audio',
      '/api/recordings/1%00/audio',
      '/api/recordings/%00/audio',
      `/api/recordings/${storedName}/audio`,
      `/api/recordings/${encodeURIComponent(`../${storedName}`)}/audio`,
      `/api/recordings/${withAudio.id}/audio/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/api/recordings/${withAudio.id}%2F..%2F..%2Fetc%2Fpasswd/audio`,
      `/api/audio/${storedName}`,
      `/audio/${storedName}`,
      `/data/audio/${storedName}`,
      `/${storedName}`,
    ];
    for (const url of attempts) {
      const res = await t.call('GET', url, { token: doctor.token });
      expect([400, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
    }
    // The real route still works, so the refusals above are not an accident of a broken route.
    expect(
      (await t.call('GET', `/api/recordings/${withAudio.id}/audio`, { token: doctor.token })).rawPayload
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('RIFF');
  });
});
