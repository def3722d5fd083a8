import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@common/schemas/auth.schema';
import { addPatient, addRecording, openVisit } from '../../test/clinic-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { formatAuditHistory } from './audit-format';

let t: TestApp;
let doctor: LoginResponse;
let outsider: LoginResponse;
let patientId: number;
beforeAll(async () => {
  t = await createTestApp();
  doctor = await t.signUp('doctor', 'Auditing Doctor');
  outsider = await t.signUp('patient', 'Curious Patient');
  patientId = await addPatient(t, doctor.token, 'Audited Patient');
  // A visit with nothing saved is in no list; a note makes it listed.
  await addRecording(t, doctor.token, (await openVisit(t, doctor.token, patientId)).id);
});
afterAll(async () => t?.close());

const audit = () => t.container.repositories.audit;

describe('the audit of lists, refusals and sign-ins', () => {
  it('records which patients and visits each list showed', async () => {
    expect((await t.call('GET', '/api/patients', { token: doctor.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/visits/active', { token: doctor.token })).statusCode).toBe(200);
    const history = await audit().listForPatient(patientId);
    const lists = history.filter((row) => row.action === 'list');
    expect(lists.map((row) => row.detail?.route)).toEqual(['GET /api/patients', 'GET /api/visits/active']);
    expect(lists[0]?.detail?.ids).toContain(patientId);
    expect(lists.every((row) => row.userId === doctor.user.id)).toBe(true);
  });

  it('records a refused request (403 or 404) on a patient-data route with the route, without the query', async () => {
    expect((await t.call('GET', `/api/patients/${patientId}`, { token: outsider.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/patients/999999', { token: doctor.token })).statusCode).toBe(404);
    expect(
      (await t.call('GET', '/api/codes/search?system=ICD-10-CM&q=chest%20pain', { token: outsider.token })).statusCode,
    ).toBe(403);
    const refusedHere = (await audit().listForPatient(patientId)).filter((row) => row.action === 'refused');
    expect(refusedHere).toHaveLength(1);
    expect(refusedHere[0]).toMatchObject({
      userId: outsider.user.id,
      entityType: 'patient',
      entityId: String(patientId),
    });
    expect(refusedHere[0]?.detail).toMatchObject({ route: 'GET /api/patients/:id', status: 403 });
    const outsiderHistory = await audit().listForUser(outsider.user.id);
    const search = outsiderHistory.find((row) => row.detail?.route === 'GET /api/codes/search');
    expect(search?.detail?.url).toBe('/api/codes/search');
    expect(JSON.stringify(outsiderHistory)).not.toContain('chest');
    const notFound = (await audit().listForUser(doctor.user.id)).find((row) => row.action === 'refused');
    expect(notFound?.detail).toMatchObject({ route: 'GET /api/patients/:id', status: 404 });
  });

  it('keeps sign-ins, and prints a history from a date on', async () => {
    const history = await audit().listForUser(doctor.user.id);
    expect(history.map((row) => row.action)).toEqual(expect.arrayContaining(['register', 'login', 'create', 'list']));
    expect(await audit().listForUser(doctor.user.id, new Date(Date.now() + 60_000))).toEqual([]);
    const text = formatAuditHistory({ user: doctor.user.id }, history);
    expect(text.split('\n')[0]).toBe(`Activity of user ${doctor.user.id} (${history.length} events)`);
    expect(text).toContain('Auditing Doctor');
  });
});
