import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@common/schemas/auth.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { patchVisit, storeTranscribedAudio } from '../test/clinic-fixtures';
import { productionLoggerOptions } from './logger';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * HIPAA §164.312(b)/(c) and OWASP ASVS V7.1: a whole workflow, errors included, through a real pino logger at
 * `trace`, and not one log line may carry a token, a password, or patient or note text. The logger here has no
 * redaction at all, so the test holds whatever redaction the production logger adds.
 */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

const PASSWORD = 'Plum-Orchard-Secret-42';
const PATIENT = {
  name: 'Zebediah Quillfeather',
  email: 'zebediah.quillfeather@example.org',
  phoneNumber: '+1 555 013 4477',
  gender: 'male',
  dateOfBirth: '1957-03-14',
};
const NOTE = {
  transcription: '[doctor] What brings you in? [patient] Crushing vermilion chest ache since Tuesday.',
  subjective: 'Reports crushing vermilion chest ache since Tuesday.',
  objective: 'Marigold rash on the left forearm.',
  assessment: 'Suspected quokka syndrome.',
  plan: 'Start periwinkle protocol.',
};
const DIAGNOSIS = 'Confirmed quokka syndrome';
const TRANSCRIPT = '[doctor] Since when? [patient] Kumquat-coloured tinnitus since the solstice.';
const EDIT = 'Ache eased after periwinkle protocol.';

let t: TestApp;
const secrets: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { logger: { ...productionLoggerOptions('trace'), redact: [], stream: capture } });
});
afterAll(async () => t?.close());

async function register(role: string, name: string, email: string): Promise<LoginResponse> {
  const body = { name, email, role, password: PASSWORD, confirmPassword: PASSWORD };
  expect((await t.call('POST', '/api/auth/register', { body })).statusCode).toBe(201);
  const login = await t.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(login.statusCode).toBe(200);
  const session = login.json<LoginResponse>();
  secrets.push(session.token);
  return session;
}

describe('the log', () => {
  it('holds no token, password, patient or note text after a whole workflow with errors', async () => {
    const doctor = await register('doctor', 'Dr Log Privacy', 'log-doctor@clinic.test');
    const assistant = await register('medical_assistant', 'Ma Log Privacy', 'log-assistant@clinic.test');
    const patientUser = await register('patient', 'Patient Log Privacy', 'log-patient@clinic.test');

    // The happy path: patient, visit, note, edit, review, completion.
    const patient = (await t.call('POST', '/api/patients', { token: assistant.token, body: PATIENT })).json<{
      id: number;
    }>();
    const visit = (
      await t.call('GET', `/api/visits/active/${patient.id}`, { token: assistant.token })
    ).json<VisitDto>();
    const created = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: {
        visitId: visit.id,
        patientId: patient.id,
        creatorRole: 'medical_assistant',
        assignedDoctorId: doctor.user.id,
        ...NOTE,
      },
    });
    expect(created.statusCode).toBe(201);
    const recording = created.json<RecordingDto>();
    expect(
      (
        await t.call('PATCH', `/api/recordings/${recording.id}`, {
          token: doctor.token,
          body: { subjective: EDIT, plan: NOTE.plan, version: recording.version },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `/api/recordings/visit/${visit.id}`, { token: doctor.token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/patients/${patient.id}`, { token: doctor.token })).statusCode).toBe(200);
    // Stored audio with its transcript: fetched again through retry, linked to a note, played back.
    const audioId = await storeTranscribedAudio(t, {
      visitId: visit.id,
      createdBy: doctor.user.id,
      transcription: TRANSCRIPT,
    });
    expect((await t.call('POST', '/api/transcribe/retry', { token: doctor.token, body: { audioId } })).statusCode).toBe(
      200,
    );
    const withAudio = await t.call('POST', '/api/recordings', {
      token: doctor.token,
      body: {
        visitId: visit.id,
        creatorRole: 'doctor',
        recordingType: 'doctor_review',
        transcription: TRANSCRIPT,
        metadata: { duration: 1, audioId },
      },
    });
    expect(withAudio.statusCode).toBe(201);
    expect(
      (
        await t.call('GET', `/api/recordings/${withAudio.json<RecordingDto>().id}/audio`, {
          token: doctor.token,
          headers: { range: 'bytes=0-99' },
        })
      ).statusCode,
    ).toBe(206);
    expect(
      (await patchVisit(t, doctor.token, visit.id, { status: 'completed', finalDiagnosis: DIAGNOSIS })).statusCode,
    ).toBe(200);

    // Errors of every kind, most of them carrying the secrets back in the bad request.
    const errors: Array<[number, Promise<{ statusCode: number }>]> = [
      [
        401,
        t.call('POST', '/api/auth/login', { body: { email: 'log-doctor@clinic.test', password: `${PASSWORD}-wrong` } }),
      ],
      [400, t.call('POST', '/api/auth/login', { body: { email: PATIENT.name, password: PASSWORD } })],
      [
        400,
        t.call('POST', '/api/auth/register', {
          body: {
            name: PATIENT.name,
            email: PATIENT.email,
            role: 'doctor',
            password: PASSWORD,
            confirmPassword: `${PASSWORD}!`,
          },
        }),
      ],
      [
        400,
        t.call('POST', '/api/patients', {
          token: assistant.token,
          body: { ...PATIENT, email: `${PATIENT.name} at home`, dateOfBirth: `${PATIENT.dateOfBirth}T99` },
        }),
      ],
      [
        400,
        t.call('POST', '/api/patients', {
          token: assistant.token,
          body: `{"name": "${PATIENT.name}", "plan": ${NOTE.plan}`,
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        400,
        t.call('PATCH', `/api/visits/${visit.id}`, {
          token: doctor.token,
          body: { soapNote: NOTE, finalDiagnosis: 42, version: 1 },
        }),
      ],
      [
        400,
        t.call('POST', '/api/recordings', {
          token: doctor.token,
          body: { visitId: visit.id, creatorRole: NOTE.assessment, subjective: 7, plan: NOTE.plan },
        }),
      ],
      [403, t.call('POST', '/api/patients', { token: patientUser.token, body: PATIENT })],
      [
        404,
        t.call('PATCH', '/api/recordings/2000000000', {
          token: doctor.token,
          body: { subjective: NOTE.subjective, version: 1 },
        }),
      ],
      [
        409,
        t.call('PATCH', `/api/recordings/${recording.id}`, {
          token: doctor.token,
          body: { subjective: NOTE.subjective, version: 1 },
        }),
      ],
      [401, t.call('GET', '/api/user', { token: `${doctor.token.slice(0, -2)}zz` })],
      [
        413,
        t.call('POST', '/api/recordings', {
          token: doctor.token,
          body: { visitId: visit.id, creatorRole: 'doctor', transcription: `${NOTE.transcription} `.repeat(30_000) },
        }),
      ],
    ];
    for (const [status, pending] of errors) expect((await pending).statusCode).toBe(status);

    // A server-side failure with patient text in the query: the patients table is briefly unavailable.
    await t.database.db.execute(sql`alter table patients rename to patients_offline`);
    try {
      const failed = await t.call('POST', '/api/patients', { token: assistant.token, body: PATIENT });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain(PATIENT.name);
    } finally {
      await t.database.db.execute(sql`alter table patients_offline rename to patients`);
    }
    expect((await t.call('POST', '/api/auth/logout', { token: assistant.token })).statusCode).toBe(204);

    const log = lines.join('');
    // The log did record the traffic (so its silence about the secrets means something) and the failure.
    expect(lines.length).toBeGreaterThan(40);
    expect(log).toContain('"statusCode":500');
    expect(log).toContain('unhandled error');

    const forbidden = [
      ...secrets,
      PASSWORD,
      ...Object.values(PATIENT).filter((value) => value.length > 6),
      'Quillfeather',
      ...Object.values(NOTE),
      'vermilion',
      'quokka',
      'periwinkle',
      'Marigold',
      EDIT,
      DIAGNOSIS,
      TRANSCRIPT,
      'Kumquat',
      'tinnitus',
    ];
    const leaks = forbidden.filter(
      (secret) => log.includes(secret) || log.includes(JSON.stringify(secret).slice(1, -1)),
    );
    expect(
      leaks,
      `log lines leak: ${lines
        .filter((line) => leaks.some((leak) => line.includes(leak)))
        .join('\n')
        .slice(0, 2000)}`,
    ).toEqual([]);
  });
});
