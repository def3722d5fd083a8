import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@common/schemas/error.schema';
import type { PatientDto, PatientWithVisitsDto } from '@common/schemas/patient.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addRecording } from '../../test/clinic-fixtures';

let t: TestApp;
let doctor: string;
let assistant: string;
let patientUser: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  doctor = (await t.signUp('doctor')).token;
  assistant = (await t.signUp('medical_assistant')).token;
  patientUser = (await t.signUp('patient')).token;
  staff = (await t.signUp('facility_staff')).token;
});
afterAll(async () => t?.close());

describe('patients API', () => {
  it('creates a patient with optional fields left empty, and lists it', async () => {
    const res = await t.call('POST', '/api/patients', {
      token: assistant,
      body: {
        name: ' Maria Lopez ',
        email: 'MARIA@example.org',
        phoneNumber: '',
        gender: 'female',
        dateOfBirth: '1980-02-29',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria@example.org',
      phoneNumber: null,
      gender: 'female',
      dateOfBirth: '1980-02-29',
    });
    const list = await t.call('GET', '/api/patients', { token: doctor });
    expect(list.statusCode).toBe(200);
    expect(list.json<PatientDto[]>().map((p) => p.name)).toContain('Maria Lopez');
  });

  it('validates name, email, gender and date of birth', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'A', email: 'nope' }, 'email'],
      [{ name: 'A', gender: 'unknown' }, 'gender'],
      [{ name: 'A', dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
      [{ name: 'A', dateOfBirth: '2001-02-30' }, 'dateOfBirth'],
      [{ name: 'A', phoneNumber: 'call me maybe' }, 'phoneNumber'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('POST', '/api/patients', { token: doctor, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ErrorResponse>().errors?.[0]?.path).toBe(field);
    }
    const future = await t.call('POST', '/api/patients', {
      token: doctor,
      body: { name: 'A', dateOfBirth: '2999-01-01' },
    });
    expect(future.json<ErrorResponse>().errors?.[0]?.message).toBe('Date of birth cannot be in the future');
  });

  it('serves a patient with visits, newest first, and 404 for an unknown id', async () => {
    const created = (
      await t.call('POST', '/api/patients', { token: doctor, body: { name: 'Visit Person' } })
    ).json<PatientDto>();
    const visit = (await t.call('GET', `/api/visits/active/${created.id}`, { token: doctor })).json<VisitDto>();
    // An opened visit with nothing saved is nobody's history yet.
    const empty = (await t.call('GET', `/api/patients/${created.id}`, { token: doctor })).json<PatientWithVisitsDto>();
    expect(empty.visits).toEqual([]);
    await addRecording(t, doctor, visit.id);
    const detail = await t.call('GET', `/api/patients/${created.id}`, { token: doctor });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<PatientWithVisitsDto>().visits.map((v) => v.id)).toEqual([visit.id]);
    expect(detail.json<PatientWithVisitsDto>().visits[0]?.patientName).toBe('Visit Person');
    expect((await t.call('GET', '/api/patients/999999', { token: doctor })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/patients/abc', { token: doctor })).statusCode).toBe(400);
  });

  it('is for providers only', async () => {
    for (const token of [patientUser, staff]) {
      const res = await t.call('GET', '/api/patients', { token });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>().message).toBe('Access Denied - Only healthcare providers can access this page');
      expect((await t.call('POST', '/api/patients', { token, body: { name: 'X' } })).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/patients')).statusCode).toBe(401);
  });
});
