import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteVersionDto, RecordingDto } from '@common/schemas/recording.schema';
import { auditLog } from '../../db/schema';
import { patchVisit } from '../../test/clinic-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ErrorResponse } from '@common/schemas/error.schema';

let t: TestApp;
let doctor: { token: string; id: number };
let assistant: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  const d = await t.signUp('doctor', 'Dr Review');
  const a = await t.signUp('medical_assistant', 'Ann Assistant');
  doctor = { token: d.token, id: d.user.id };
  assistant = { token: a.token, id: a.user.id };
});
afterAll(async () => t?.close());

async function visitWithNote() {
  const patient = (
    await t.call('POST', '/api/patients', { token: assistant.token, body: { name: 'Rule Patient' } })
  ).json<{
    id: number;
  }>();
  const visit = (await t.call('GET', `/api/visits/active/${patient.id}`, { token: assistant.token })).json<{
    id: number;
  }>();
  const created = await t.call('POST', '/api/recordings', {
    token: assistant.token,
    body: {
      visitId: visit.id,
      patientId: patient.id,
      recordingType: 'initial',
      creatorRole: 'medical_assistant',
      assignedDoctorId: doctor.id,
      transcription: 'I have had a cough for three days.',
      subjective: 'Cough for three days.',
      objective: 'Lungs clear.',
    },
  });
  expect(created.statusCode).toBe(201);
  return { visitId: visit.id, recording: created.json<RecordingDto>() };
}

const complete = (visitId: number) =>
  patchVisit(t, doctor.token, visitId, { status: 'completed', finalDiagnosis: 'Viral bronchitis' });

const addendum = (token: string, visitId: number, creatorRole: string, text = 'Chest X-ray later read as clear.') =>
  t.call('POST', '/api/recordings', {
    token,
    body: { visitId, recordingType: 'addendum', creatorRole, transcription: text },
  });

describe('the shared rule table, enforced by the server', () => {
  it('refuses what the table refuses: doctors do not send for review, assistants do not complete', async () => {
    const { visitId } = await visitWithNote();
    const sendByDoctor = await patchVisit(t, doctor.token, visitId, {
      status: 'pending_doctor_review',
      providerId: doctor.id,
    });
    expect(sendByDoctor.statusCode).toBe(403);
    const completeByAssistant = await patchVisit(t, assistant.token, visitId, {
      status: 'completed',
      finalDiagnosis: 'x',
    });
    expect(completeByAssistant.statusCode).toBe(403);
    expect(completeByAssistant.json<ErrorResponse>().message).toBe('Only doctors can complete a visit');
  });

  it('keeps a completed visit read-only: no edit, no delete, no second completion', async () => {
    const { visitId, recording } = await visitWithNote();
    expect((await complete(visitId)).statusCode).toBe(200);
    const edit = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: doctor.token,
      body: { assessment: 'Changed after signing', version: recording.version },
    });
    expect(edit.statusCode).toBe(409);
    const remove = await t.call('DELETE', `/api/visits/${visitId}`, { token: doctor.token });
    expect(remove.statusCode).toBe(409);
    expect(remove.json<ErrorResponse>().message).toBe(
      'Completed visits are kept for reference and billing and cannot be deleted',
    );
    expect((await complete(visitId)).statusCode).toBe(409);
  });
});

describe('addenda', () => {
  it('are refused on an open visit and need text', async () => {
    const { visitId } = await visitWithNote();
    const early = await addendum(doctor.token, visitId, 'doctor');
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorResponse>().message).toBe('An addendum can only be added to a completed visit');
    await complete(visitId);
    const blank = await addendum(doctor.token, visitId, 'doctor', '   ');
    expect(blank.statusCode).toBe(400);
  });

  it('add a new audited recording after completion and leave the signed note alone', async () => {
    const { visitId, recording } = await visitWithNote();
    await complete(visitId);
    const before = (await t.call('GET', `/api/visits/${visitId}`, { token: doctor.token })).json<{
      recordingId: number;
      soapNote: unknown;
      status: string;
    }>();
    const added = await addendum(assistant.token, visitId, 'medical_assistant');
    expect(added.statusCode).toBe(201);
    const row = added.json<RecordingDto>();
    expect(row).toMatchObject({ recordingType: 'addendum', transcription: 'Chest X-ray later read as clear.' });

    const after = (await t.call('GET', `/api/visits/${visitId}`, { token: doctor.token })).json<typeof before>();
    expect(after).toEqual(before);
    const list = (await t.call('GET', `/api/recordings/visit/${visitId}`, { token: doctor.token })).json<
      RecordingDto[]
    >();
    expect(list.map((item) => [item.recordingType, item.createdByName])).toEqual([
      ['addendum', 'Ann Assistant'],
      ['initial', 'Ann Assistant'],
    ]);
    expect(list[1]?.id).toBe(recording.id);

    const audit = await t.database.db.select().from(auditLog);
    expect(audit.some((entry) => entry.entityId === String(row.id) && entry.detail?.recordingType === 'addendum')).toBe(
      true,
    );
    const change = await t.call('PATCH', `/api/recordings/${row.id}`, {
      token: assistant.token,
      body: { transcription: 'rewritten', version: row.version },
    });
    expect(change.statusCode).toBe(409);
  });
});

describe('note versions', () => {
  it('records who changed which fields of the note and when, in the save itself', async () => {
    const { visitId, recording } = await visitWithNote();
    const saved = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: doctor.token,
      body: { assessment: 'Viral bronchitis.', plan: 'Fluids and rest.', version: recording.version },
    });
    expect(saved.statusCode).toBe(200);
    const stale = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: doctor.token,
      body: { plan: 'Lost update', version: recording.version },
    });
    expect(stale.statusCode).toBe(409);

    const versions = (await t.call('GET', `/api/recordings/visit/${visitId}/versions`, { token: doctor.token })).json<
      NoteVersionDto[]
    >();
    expect(versions.map((v) => [v.changedByName, v.fields])).toEqual([
      ['Ann Assistant', ['created']],
      ['Dr Review', ['assessment', 'plan']],
    ]);
    expect(versions[1]?.note).toMatchObject({ subjective: 'Cough for three days.', plan: 'Fluids and rest.' });
    expect(versions[1]?.version).toBe(saved.json<RecordingDto>().version);
    expect(Number.isNaN(Date.parse(versions[1]?.changedAt ?? ''))).toBe(false);
  });
});
