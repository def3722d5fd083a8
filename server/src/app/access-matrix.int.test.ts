import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, SessionDto } from '@common/schemas/auth.schema';
import type { RegistrationRole } from '@common/roles';
import {
  addPatient,
  addRecording,
  addRecordingWithAudio,
  multipartBody,
  newVisit,
  patchVisit,
  storeTranscribedAudio,
} from '../test/clinic-fixtures';
import { listRoutes } from '../test/route-inventory';
import { countRows } from '../test/row-counts';
import { createTestApp, TEST_PASSWORD, type CallOptions, type TestApp } from '../test/test-app';
import { ACCESS_MATRIX, MATRIX_ROLES, routeKey, type AccessRule, type MatrixRole } from './access-matrix';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCTOR_VOICE, speakToWav } from '../../../bench/lib/synthetic-speech';
import { encodeWebm } from '../modules/recording-sessions/live-fixtures.test-helper';

let t: TestApp;
type SignedInRole = Exclude<MatrixRole, 'anonymous'>;
const REGISTRATION: Record<SignedInRole, RegistrationRole> = {
  patient: 'patient',
  noRole: 'facility_staff',
  medicalAssistant: 'medical_assistant',
  nursePractitioner: 'nurse_practitioner',
  doctor: 'doctor',
};
const accounts = {} as Record<SignedInRole, LoginResponse>;
/** A provider account that prepares objects; never one of the callers under test. */
let setup: LoginResponse;
let setupDoctor: LoginResponse;
/** The first account, so the clinic's administrator; a facility-staff account outside the columns. */
let admin: LoginResponse;
/** A short spoken clip: audio without speech is refused (422), so the success checks need real speech. */
let spokenWav: Buffer;
let spokenWebm: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('facility_staff', 'Matrix Administrator');
  for (const role of Object.keys(REGISTRATION) as SignedInRole[])
    accounts[role] = await t.signUp(REGISTRATION[role], `Matrix ${role}`);
  setup = await t.signUp('medical_assistant', 'Setup Assistant');
  setupDoctor = await t.signUp('doctor', 'Setup Doctor');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cs-matrix-'));
  await speakToWav('The patient has a cough.', DOCTOR_VOICE, path.join(dir, 'clip.wav'));
  spokenWav = readFileSync(path.join(dir, 'clip.wav'));
  spokenWebm = readFileSync(await encodeWebm(path.join(dir, 'clip.wav'), path.join(dir, 'clip.webm')));
}, 120_000);
afterAll(async () => t?.close());

const tokenOf = (role: MatrixRole) => (role === 'anonymous' ? undefined : accounts[role].token);
const CREATOR_ROLE: Partial<Record<MatrixRole, string>> = { doctor: 'doctor', nursePractitioner: 'nurse_practitioner' };
const creatorRoleOf = (role: MatrixRole) => CREATOR_ROLE[role] ?? 'medical_assistant';
let emails = 0;

/** A live recording owned by the caller when it may have one (others are refused before it is looked up). */
async function liveSession(role: MatrixRole, pieces: Buffer[] = []): Promise<string> {
  const token =
    role === 'medicalAssistant' || role === 'nursePractitioner' || role === 'doctor'
      ? accounts[role].token
      : setup.token;
  const res = await t.call('POST', '/api/recording-sessions', { token, body: { mimeType: 'audio/webm' } });
  const id = res.json<{ id: string }>().id;
  for (const [seq, piece] of pieces.entries()) {
    await t.call('PUT', `/api/recording-sessions/${id}/chunks/${seq}`, {
      token,
      body: piece,
      headers: { 'content-type': 'application/octet-stream' },
    });
  }
  return id;
}

/** The concrete request one check sends as one caller; objects are made fresh so every success is real. */
type Build = (role: MatrixRole) => Promise<{ url: string } & CallOptions>;

const BUILDERS: Record<string, Build> = {
  'POST /api/auth/register — create an account': async () => {
    emails += 1;
    const email = `matrix-new-${emails}@clinic.test`;
    return {
      url: '/api/auth/register',
      body: {
        name: 'New Person',
        email,
        role: 'medical_assistant',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
    };
  },
  'POST /api/auth/login — log in with the right password': async () => ({
    url: '/api/auth/login',
    body: { email: setup.user.email, password: TEST_PASSWORD },
  }),
  // A second session of the caller, so revoking it leaves the one the other checks use.
  'POST /api/auth/logout — revoke the own session': async (role) => {
    if (role === 'anonymous') return { url: '/api/auth/logout' };
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: accounts[role].user.email, password: TEST_PASSWORD },
    });
    return { url: '/api/auth/logout', token: login.json<LoginResponse>().token };
  },
  // A fresh account of the caller's role: ending every session must not end the one the other checks use.
  'POST /api/auth/logout-all — end every own session': async (role) => ({
    url: '/api/auth/logout-all',
    token: role === 'anonymous' ? undefined : (await t.signUp(REGISTRATION[role])).token,
  }),
  'POST /api/auth/password — change the own password': async (role) => ({
    url: '/api/auth/password',
    token: role === 'anonymous' ? undefined : (await t.signUp(REGISTRATION[role])).token,
    body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
  }),
  'GET /api/auth/sessions — list the own sessions': async () => ({ url: '/api/auth/sessions' }),
  'DELETE /api/auth/sessions/:id — end another own session': async (role) => {
    if (role === 'anonymous') return { url: '/api/auth/sessions/1' };
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: accounts[role].user.email, password: TEST_PASSWORD },
    });
    const other = login.json<LoginResponse>().token;
    const list = await t.call('GET', '/api/auth/sessions', { token: other });
    const current = list.json<SessionDto[]>().find((session) => session.current);
    return { url: `/api/auth/sessions/${current?.id ?? 0}` };
  },
  'GET /api/auth/oidc — ask whether single sign-on is on': async () => ({ url: '/api/auth/oidc' }),
  'GET /api/auth/oidc/start — start single sign-on (off here)': async () => ({ url: '/api/auth/oidc/start' }),
  'GET /api/auth/oidc/callback — finish single sign-on (off here)': async () => ({
    url: '/api/auth/oidc/callback?code=x&state=y',
  }),
  'GET /api/user — read the own account': async () => ({ url: '/api/user' }),
  'GET /api/admin/users — list accounts (administrator only)': async () => ({ url: '/api/admin/users' }),
  'POST /api/admin/users — create an account (administrator only)': async () => {
    emails += 1;
    return {
      url: '/api/admin/users',
      body: {
        name: 'Admin Made',
        email: `matrix-admin-${emails}@clinic.test`,
        role: 'doctor',
        password: TEST_PASSWORD,
      },
    };
  },
  'PATCH /api/admin/users/:id — approve an account (administrator only)': async () => ({
    url: `/api/admin/users/${(await t.signUp('doctor')).user.id}`,
    body: { approved: true },
  }),
  'GET /api/doctors — list doctors': async () => ({ url: '/api/doctors' }),
  'GET /api/patients — list patients': async () => ({ url: '/api/patients' }),
  'POST /api/patients — add a patient': async () => ({
    url: '/api/patients',
    body: { name: 'Matrix Patient', gender: 'other' },
  }),
  'GET /api/patients/:id — read a patient with visits': async () => ({
    url: `/api/patients/${await addPatient(t, setup.token)}`,
  }),
  'GET /api/visits/active — list open visits': async () => ({ url: '/api/visits/active' }),
  'GET /api/visits/completed — list completed visits': async () => ({ url: '/api/visits/completed' }),
  'GET /api/visits/unassigned — list unassigned visits': async () => ({ url: '/api/visits/unassigned' }),
  "GET /api/visits/active/:patientId — get or create a patient's open visit": async () => ({
    url: `/api/visits/active/${await addPatient(t, setup.token)}`,
  }),
  'GET /api/visits/:id — read a visit': async () => ({ url: `/api/visits/${(await newVisit(t, setup.token)).id}` }),
  'PATCH /api/visits/:id — assign a doctor': async () => {
    const visit = await newVisit(t, setup.token);
    return { url: `/api/visits/${visit.id}`, body: { providerId: setupDoctor.user.id, version: visit.version } };
  },
  'PATCH /api/visits/:id — complete the visit (doctor only)': async () => {
    const visit = await newVisit(t, setup.token);
    return {
      url: `/api/visits/${visit.id}`,
      body: { status: 'completed', finalDiagnosis: 'Acute bronchitis', version: visit.version },
    };
  },
  'PATCH /api/visits/:id — enter the final diagnosis (doctor only)': async () => {
    const visit = await newVisit(t, setup.token);
    return { url: `/api/visits/${visit.id}`, body: { finalDiagnosis: 'Acute bronchitis', version: visit.version } };
  },
  'DELETE /api/visits/:id — delete an open visit': async () => ({
    url: `/api/visits/${(await newVisit(t, setup.token)).id}`,
  }),
  'POST /api/transcribe — upload audio (multipart)': async () => {
    const visit = await newVisit(t, setup.token);
    const form = multipartBody([
      { name: 'visitId', value: String(visit.id) },
      { name: 'recordingType', value: 'initial' },
      { name: 'audio', filename: 'clip.wav', contentType: 'audio/wav', data: spokenWav },
    ]);
    return { url: '/api/transcribe', body: form.payload, headers: { 'content-type': form.contentType } };
  },
  'POST /api/transcribe/retry — fetch a stored transcription again': async () => {
    const visit = await newVisit(t, setup.token);
    return {
      url: '/api/transcribe/retry',
      body: { audioId: await storeTranscribedAudio(t, { visitId: visit.id, createdBy: setup.user.id }) },
    };
  },
  'POST /api/recordings — save an initial note': async (role) => ({
    url: '/api/recordings',
    body: {
      visitId: (await newVisit(t, setup.token)).id,
      recordingType: 'initial',
      creatorRole: creatorRoleOf(role),
      subjective: 'Headache.',
    },
  }),
  'POST /api/recordings — save a doctor review (doctor only)': async (role) => ({
    url: '/api/recordings',
    body: {
      visitId: (await newVisit(t, setup.token)).id,
      recordingType: 'doctor_review',
      creatorRole: creatorRoleOf(role),
      assessment: 'Tension headache.',
    },
  }),
  'PATCH /api/recordings/:id — edit a note': async () => {
    const recording = await addRecording(t, setup.token, (await newVisit(t, setup.token)).id);
    return {
      url: `/api/recordings/${recording.id}`,
      body: { subjective: 'Headache, better today.', version: recording.version },
    };
  },
  'POST /api/recordings/:id/retry — retry a failed transcription': async () => {
    const visit = await newVisit(t, setup.token);
    const audioId = await storeTranscribedAudio(t, { visitId: visit.id, createdBy: setup.user.id });
    // A draft whose job died after its transcript was stored: the retry fills it in from the upload.
    const draft = await t.container.repositories.recordings.insert({
      visitId: visit.id,
      patientId: visit.patientId,
      recordingType: 'initial',
      createdBy: setup.user.id,
      creatorRole: 'medical_assistant',
      audioId,
      status: 'failed',
    });
    return { url: `/api/recordings/${draft.id}/retry` };
  },
  "GET /api/recordings/visit/:visitId — list a visit's notes": async () => {
    const visit = await newVisit(t, setup.token);
    await addRecording(t, setup.token, visit.id);
    return { url: `/api/recordings/visit/${visit.id}` };
  },
  'POST /api/recordings — add an addendum to a completed visit': async (role) => {
    const visit = await newVisit(t, setup.token);
    await patchVisit(t, setupDoctor.token, visit.id, { status: 'completed', finalDiagnosis: 'Tension headache' });
    return {
      url: '/api/recordings',
      body: {
        visitId: visit.id,
        recordingType: 'addendum',
        creatorRole: creatorRoleOf(role),
        transcription: 'Lab result received: normal.',
      },
    };
  },
  "GET /api/recordings/visit/:visitId/versions — read a visit's note history": async () => {
    const visit = await newVisit(t, setup.token);
    await addRecording(t, setup.token, visit.id);
    return { url: `/api/recordings/visit/${visit.id}/versions` };
  },
  "GET /api/recordings/:id/audio — play a recording's audio": async () => {
    const visit = await newVisit(t, setup.token);
    return {
      url: `/api/recordings/${(await addRecordingWithAudio(t, setup.token, visit.id, setup.user.id)).id}/audio`,
    };
  },
  'GET /api/codes/search — search a code system': async () => ({ url: '/api/codes/search?system=ICD-10-CM&q=cough' }),
  'POST /api/recording-sessions — start a live recording': async () => ({
    url: '/api/recording-sessions',
    body: { mimeType: 'audio/webm;codecs=opus' },
  }),
  'GET /api/recording-sessions — list own unfinished live recordings': async () => ({
    url: '/api/recording-sessions?status=recording',
  }),
  'GET /api/recording-sessions/:id — read an own live recording': async (role) => ({
    url: `/api/recording-sessions/${await liveSession(role)}`,
  }),
  'PUT /api/recording-sessions/:id/chunks/:seq — send a piece': async (role) => ({
    url: `/api/recording-sessions/${await liveSession(role)}/chunks/0`,
    body: spokenWebm,
    headers: { 'content-type': 'application/octet-stream' },
  }),
  'POST /api/recording-sessions/:id/finish — finish and transcribe': async (role) => ({
    url: `/api/recording-sessions/${await liveSession(role, [spokenWebm.subarray(0, 2000), spokenWebm.subarray(2000)])}/finish`,
    body: { chunks: 2 },
  }),
  'DELETE /api/recording-sessions/:id — discard an own live recording': async (role) => ({
    url: `/api/recording-sessions/${await liveSession(role)}`,
  }),
};

const checkName = (rule: AccessRule) => `${routeKey(rule)} — ${rule.check}`;

describe('the route inventory', () => {
  it('lists every /api route the app serves in the access matrix', () => {
    const listed = new Set(ACCESS_MATRIX.map(routeKey));
    const served = listRoutes(t.app);
    const unlisted = served
      .filter((route) => route.url.startsWith('/api') && !listed.has(routeKey(route)))
      .map(routeKey);
    expect(unlisted, 'routes missing from server/src/app/access-matrix.ts').toEqual([]);
    // Whatever is outside /api can only be read (the built client's files).
    expect(
      served
        .filter((route) => !route.url.startsWith('/api') && route.method !== 'GET' && route.method !== 'HEAD')
        .map(routeKey),
    ).toEqual([]);
  });

  it('serves every route the matrix lists, and has a request for every check', () => {
    const missing = ACCESS_MATRIX.filter((rule) => !t.app.hasRoute({ method: rule.method, url: rule.path })).map(
      routeKey,
    );
    expect(missing, 'matrix routes the app does not serve').toEqual([]);
    expect(ACCESS_MATRIX.map(checkName).filter((name) => !BUILDERS[name])).toEqual([]);
    expect(new Set(ACCESS_MATRIX.map(checkName)).size).toBe(ACCESS_MATRIX.length);
  });
});

describe('the access matrix, walked against the running app', () => {
  it.each(ACCESS_MATRIX.map((rule) => [checkName(rule), rule] as const))('%s', async (_name, rule) => {
    const build = BUILDERS[checkName(rule)];
    if (!build) throw new Error(`no request for ${checkName(rule)}`);
    const actual = {} as Record<MatrixRole, number>;
    for (const role of MATRIX_ROLES) {
      const { url, ...request } = await build(role);
      const before = await countRows(t.database.db);
      const res = await t.call(rule.method, url, { token: tokenOf(role), ...request });
      actual[role] = res.statusCode;
      if (res.statusCode >= 400) {
        // Refusals explain themselves in JSON and change nothing.
        expect(res.headers['content-type'], `${role}: ${res.body}`).toMatch(/^application\/json/);
        expect(typeof res.json<{ message?: unknown }>().message, `${role}: ${res.body}`).toBe('string');
        expect(await countRows(t.database.db), `${role} was refused but rows changed`).toEqual(before);
      }
    }
    expect(actual).toEqual(rule.expect);
  });
});

describe('the administrator and accounts waiting for approval', () => {
  const ADMIN_ROUTES = ACCESS_MATRIX.filter((rule) => rule.path.startsWith('/api/admin/'));
  const PATIENT_DATA = ACCESS_MATRIX.filter(
    (rule) => rule.expect.doctor < 300 && rule.expect.noRole === 403 && !rule.path.startsWith('/api/admin/'),
  );

  it.each(ADMIN_ROUTES.map((rule) => [checkName(rule), rule] as const))(
    'the administrator may %s',
    async (_n, rule) => {
      const build = BUILDERS[checkName(rule)];
      if (!build) throw new Error(`no request for ${checkName(rule)}`);
      const { url, ...request } = await build('doctor');
      const res = await t.call(rule.method, url, { ...request, token: admin.token });
      expect(res.statusCode, res.body).toBeLessThan(300);
    },
  );

  it('refuses every patient-data route to an unapproved doctor with the waiting message, changing nothing', async () => {
    expect(PATIENT_DATA.length).toBeGreaterThan(15);
    const waiting = await t.signUp('doctor', 'Waiting Doctor');
    const unapprove = await t.call('PATCH', `/api/admin/users/${waiting.user.id}`, {
      token: admin.token,
      body: { approved: false },
    });
    expect(unapprove.statusCode).toBe(200);
    for (const rule of PATIENT_DATA) {
      const build = BUILDERS[checkName(rule)];
      if (!build) throw new Error(`no request for ${checkName(rule)}`);
      const { url, ...request } = await build('doctor');
      const before = await countRows(t.database.db);
      const res = await t.call(rule.method, url, { ...request, token: waiting.token });
      expect(res.statusCode, checkName(rule)).toBe(403);
      expect(res.json(), checkName(rule)).toEqual({
        message: 'Your account is waiting for approval by the clinic administrator.',
      });
      expect(await countRows(t.database.db)).toEqual(before);
    }
    expect((await t.call('GET', '/api/user', { token: waiting.token })).statusCode).toBe(200);
  });
});
