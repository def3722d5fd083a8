import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@common/schemas/error.schema';
import type { VisitDto, VisitSummaryDto } from '@common/schemas/visit.schema';
import { addRecording, patchVisit } from '../../test/clinic-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { UNAVAILABLE_DOCTOR } from './visits.service';

let t: TestApp;
let doctor: { token: string; id: number };
let doctor2: { token: string; id: number };
let assistant: { token: string; id: number };
let patientToken: string;

const json = <T = Record<string, unknown>>(res: { json: () => unknown }) => res.json() as T;

async function newPatient(name = 'Pat Example'): Promise<number> {
  return json<{ id: number }>(await t.call('POST', '/api/patients', { token: assistant.token, body: { name } })).id;
}

beforeAll(async () => {
  t = await createTestApp();
  const d = await t.signUp('doctor', 'Dr Alpha');
  const d2 = await t.signUp('doctor', 'Dr Beta');
  const a = await t.signUp('medical_assistant', 'Ann Assistant');
  doctor = { token: d.token, id: d.user.id };
  doctor2 = { token: d2.token, id: d2.user.id };
  assistant = { token: a.token, id: a.user.id };
  patientToken = (await t.signUp('patient')).token;
});
afterAll(async () => t?.close());

describe('GET /api/visits/active/{patientId}', () => {
  it('gets or creates the one open visit of a patient', async () => {
    const patientId = await newPatient();
    const first = await t.call('GET', `/api/visits/active/${patientId}`, { token: assistant.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      patientId,
      status: 'in_progress',
      providerId: assistant.id,
      createdBy: assistant.id,
      patientName: 'Pat Example',
    });
    const again = await Promise.all(
      [1, 2, 3].map(() => t.call('GET', `/api/visits/active/${patientId}`, { token: doctor.token })),
    );
    expect(new Set(again.map((r) => r.json<VisitDto>().id))).toEqual(new Set([first.json<VisitDto>().id]));
    expect((await t.call('GET', '/api/visits/active/424242', { token: doctor.token })).statusCode).toBe(404);
  });

  it('0 gives the caller an unassigned visit, reused until something is recorded', async () => {
    const a = json<{ id: number; patientId: null }>(
      await t.call('GET', '/api/visits/active/0', { token: assistant.token }),
    );
    const b = json<{ id: number }>(await t.call('GET', '/api/visits/active/0', { token: assistant.token }));
    expect(a.patientId).toBeNull();
    expect(b.id).toBe(a.id);
    // Nobody sees an empty visit: it appears in the lists once something is saved to it.
    const listed = async (list: string) =>
      json<Array<{ id: number }>>(await t.call('GET', `/api/visits/${list}`, { token: doctor.token })).map((v) => v.id);
    expect(await listed('unassigned')).not.toContain(a.id);
    expect(await listed('active')).not.toContain(a.id);
    await addRecording(t, assistant.token, a.id);
    expect(await listed('unassigned')).toContain(a.id);
    expect(await listed('active')).toContain(a.id);
    const c = json<{ id: number }>(await t.call('GET', '/api/visits/active/0', { token: assistant.token }));
    expect(c.id).not.toBe(a.id);
  });
});

describe('PATCH /api/visits/{id}', () => {
  it('follows the workflow: review needs patient and doctor; only doctors complete', async () => {
    const unassigned = json<{ id: number }>(await t.call('GET', '/api/visits/active/0', { token: doctor2.token }));
    const noPatient = await patchVisit(t, assistant.token, unassigned.id, {
      status: 'pending_doctor_review',
      providerId: doctor.id,
    });
    expect(noPatient.statusCode).toBe(400);
    expect(noPatient.json<ErrorResponse>().message).toBe('Please select a patient first');

    const patientId = await newPatient('Workflow Person');
    const visit = json<{ id: number }>(
      await t.call('GET', `/api/visits/active/${patientId}`, { token: assistant.token }),
    );
    const noDoctor = await patchVisit(t, assistant.token, visit.id, { status: 'pending_doctor_review' });
    expect(noDoctor.json<ErrorResponse>().message).toBe('Please select a doctor first');
    const notADoctor = await patchVisit(t, assistant.token, visit.id, { providerId: assistant.id });
    expect(notADoctor.statusCode).toBe(400);
    const away = await t.signUp('doctor', 'Deactivated Doctor');
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, away.user.id));
    const deactivated = await patchVisit(t, assistant.token, visit.id, { providerId: away.user.id });
    expect(deactivated.statusCode).toBe(400);
    expect(deactivated.json<ErrorResponse>().message).toBe(UNAVAILABLE_DOCTOR);

    const sent = await patchVisit(t, assistant.token, visit.id, {
      status: 'pending_doctor_review',
      providerId: doctor.id,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'pending_doctor_review',
      providerId: doctor.id,
      providerName: 'Dr Alpha',
    });

    const byAssistant = await patchVisit(t, assistant.token, visit.id, { status: 'completed' });
    expect(byAssistant.statusCode).toBe(403);
    const diagnosisByAssistant = await patchVisit(t, assistant.token, visit.id, { finalDiagnosis: 'x' });
    expect(diagnosisByAssistant.statusCode).toBe(403);
    const back = await patchVisit(t, doctor.token, visit.id, { status: 'in_progress' });
    expect(back.statusCode).toBe(409);

    const before = Date.now();
    const done = await patchVisit(t, doctor.token, visit.id, {
      status: 'completed',
      finalDiagnosis: 'Acute bronchitis',
      completedAt: '2000-01-01T00:00:00Z',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<VisitDto>().status).toBe('completed');
    expect(done.json<VisitDto>().finalDiagnosis).toBe('Acute bronchitis');
    expect(new Date(done.json<VisitDto>().completedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5000);

    const twice = await patchVisit(t, doctor.token, visit.id, { status: 'completed' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorResponse>().message).toBe('This visit is already completed');
    const edit = await patchVisit(t, doctor.token, visit.id, { finalDiagnosis: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/visits/${visit.id}`, { token: doctor.token })).statusCode).toBe(409);

    const completed = json<Array<{ id: number; finalDiagnosis: string }>>(
      await t.call('GET', '/api/visits/completed', { token: assistant.token }),
    );
    expect(completed.find((v) => v.id === visit.id)?.finalDiagnosis).toBe('Acute bronchitis');
    const active = json<Array<{ id: number }>>(await t.call('GET', '/api/visits/active', { token: assistant.token }));
    expect(active.map((v) => v.id)).not.toContain(visit.id);
  });

  it('needs a patient and a final diagnosis to complete, and lets a doctor complete an in-progress visit', async () => {
    const unassigned = json<{ id: number }>(await t.call('GET', '/api/visits/active/0', { token: doctor.token }));
    const refused = await patchVisit(t, doctor.token, unassigned.id, { status: 'completed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().message).toBe(
      'Patient Required - You must select a patient before completing this visit.',
    );
    const patientId = await newPatient('Direct Complete');
    const noDiagnosis = await patchVisit(t, doctor.token, unassigned.id, { patientId, status: 'completed' });
    expect(noDiagnosis.statusCode).toBe(400);
    expect(noDiagnosis.json<ErrorResponse>().message).toBe(
      'Final Diagnosis Required - Enter the final diagnosis before completing this visit.',
    );
    const ok = await patchVisit(t, doctor.token, unassigned.id, {
      patientId,
      status: 'completed',
      finalDiagnosis: 'Tension headache',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'completed', patientId, patientName: 'Direct Complete' });
  });

  it('rejects unknown fields, bad values, stale versions and unknown visits', async () => {
    const visit = json<{ id: number; version: number }>(
      await t.call('GET', `/api/visits/active/${await newPatient()}`, { token: doctor.token }),
    );
    expect((await patchVisit(t, doctor.token, visit.id, { soapNote: {} })).statusCode).toBe(400);
    expect((await patchVisit(t, doctor.token, visit.id, { status: 'done' })).statusCode).toBe(400);
    expect((await patchVisit(t, doctor.token, visit.id, {})).statusCode).toBe(400);
    expect((await patchVisit(t, doctor.token, visit.id, { patientId: 99999 })).statusCode).toBe(404);
    expect((await patchVisit(t, doctor.token, visit.id, { recordingId: 99999 })).statusCode).toBe(400);
    const stale = await patchVisit(t, doctor.token, visit.id, { providerId: doctor.id, version: visit.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect((await patchVisit(t, doctor.token, 99999, { providerId: doctor.id, version: 1 })).statusCode).toBe(404);
    // No version: 428 with the spec'd message, and the visit is unchanged.
    const unversioned = await t.call('PATCH', `/api/visits/${visit.id}`, {
      token: doctor.token,
      body: { providerId: doctor2.id },
    });
    expect(unversioned.statusCode).toBe(428);
    expect(unversioned.json()).toEqual({ message: 'Reload the latest version before saving.' });
    const after = json<{ providerId: number; version: number }>(
      await t.call('GET', `/api/visits/${visit.id}`, { token: doctor.token }),
    );
    expect(after).toMatchObject({ providerId: doctor.id, version: visit.version });
    // The version just read is accepted once; the next save with it is stale.
    expect(
      (await patchVisit(t, doctor.token, visit.id, { providerId: doctor2.id, version: after.version })).statusCode,
    ).toBe(200);
    expect(
      (await patchVisit(t, doctor.token, visit.id, { providerId: doctor.id, version: after.version })).statusCode,
    ).toBe(409);
    expect((await t.call('GET', '/api/visits/99999', { token: doctor.token })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/visits/-1', { token: doctor.token })).statusCode).toBe(400);
  });
});

describe('moving a visit', () => {
  it('is audited in the history of the patient it left and the one it joined', async () => {
    const visit = json<{ id: number }>(await t.call('GET', '/api/visits/active/0', { token: assistant.token }));
    await addRecording(t, assistant.token, visit.id);
    const first = await newPatient('First Home');
    const second = await newPatient('Second Home');
    expect((await patchVisit(t, assistant.token, visit.id, { patientId: first })).statusCode).toBe(200);
    expect((await patchVisit(t, assistant.token, visit.id, { patientId: second })).statusCode).toBe(200);
    const moves = async (patientId: number) =>
      (await t.container.repositories.audit.listForPatient(patientId))
        .filter((row) => row.action === 'move')
        .map((row) => ({ userId: row.userId, entityId: row.entityId, detail: row.detail }));
    expect(await moves(first)).toEqual([
      { userId: assistant.id, entityId: String(visit.id), detail: { fromPatientId: null, toPatientId: first } },
      { userId: assistant.id, entityId: String(visit.id), detail: { fromPatientId: first, toPatientId: second } },
    ]);
    expect(await moves(second)).toEqual([
      { userId: assistant.id, entityId: String(visit.id), detail: { fromPatientId: first, toPatientId: second } },
    ]);
  });
});

describe('lists and deletion', () => {
  it('sorts active newest first, includes patient names, and hides everything from patients', async () => {
    const active = json<Array<{ visitDate: string; patientName: string | null }>>(
      await t.call('GET', '/api/visits/active', { token: doctor.token }),
    );
    const dates = active.map((v) => v.visitDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const path of [
      '/api/visits/active',
      '/api/visits/completed',
      '/api/visits/unassigned',
      '/api/visits/active/0',
      '/api/doctors',
    ]) {
      expect((await t.call('GET', path, { token: patientToken })).statusCode).toBe(403);
    }
  });

  it('deletes a visit (and 404s afterwards)', async () => {
    const visit = json<{ id: number }>(
      await t.call('GET', `/api/visits/active/${await newPatient()}`, { token: doctor.token }),
    );
    expect((await t.call('DELETE', `/api/visits/${visit.id}`, { token: assistant.token })).statusCode).toBe(204);
    expect((await t.call('GET', `/api/visits/${visit.id}`, { token: doctor.token })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/visits/${visit.id}`, { token: doctor.token })).statusCode).toBe(404);
  });

  it('lists doctors by name for providers', async () => {
    const doctors = json<Array<{ id: number; name: string }>>(
      await t.call('GET', '/api/doctors', { token: assistant.token }),
    );
    expect(doctors).toEqual(
      expect.arrayContaining([
        { id: doctor.id, name: 'Dr Alpha' },
        { id: doctor2.id, name: 'Dr Beta' },
      ]),
    );
    expect(Object.keys(doctors[0] ?? {}).sort()).toEqual(['id', 'name']);
  });
});

describe('conditional polling of the lists', () => {
  it('answers 304 while a list is unchanged and the new list after a change', async () => {
    for (const list of ['active', 'completed', 'unassigned']) {
      const first = await t.call('GET', `/api/visits/${list}`, { token: doctor.token });
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"[\w-]{27}"$/);
      const again = await t.call('GET', `/api/visits/${list}`, {
        token: doctor.token,
        headers: { 'if-none-match': tag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const before = await t.call('GET', '/api/visits/active', { token: doctor.token });
    const tag = before.headers.etag as string;
    // Opening a visit saves nothing: the list is unchanged. Saving a recording to it shows it.
    const opened = json<{ id: number }>(
      await t.call('GET', `/api/visits/active/${await newPatient('Poll Changer')}`, { token: assistant.token }),
    );
    expect(
      (await t.call('GET', '/api/visits/active', { token: doctor.token, headers: { 'if-none-match': tag } }))
        .statusCode,
    ).toBe(304);
    await addRecording(t, assistant.token, opened.id);
    const changed = await t.call('GET', '/api/visits/active', {
      token: doctor.token,
      headers: { 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json<VisitSummaryDto[]>().length).toBe(before.json<VisitSummaryDto[]>().length + 1);
    // A 304 is never a way around the role check.
    expect(
      (await t.call('GET', '/api/visits/active', { token: patientToken, headers: { 'if-none-match': tag } }))
        .statusCode,
    ).toBe(403);
  });
});
