import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto } from '@common/schemas/admin.schema';
import type { LoginResponse, UserDto } from '@common/schemas/auth.schema';
import { auditLog } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import type { ErrorResponse } from '@common/schemas/error.schema';

const WAITING = 'Your account is waiting for approval by the clinic administrator.';

/** Approval mode, the default: the first account administers, the rest wait. */
describe('REGISTRATION=approval', () => {
  let t: TestApp;
  let admin: LoginResponse;
  let waiting: LoginResponse;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION: 'approval' });
    admin = await t.signUp('doctor', 'First Doctor');
    waiting = await t.signUp('medical_assistant', 'Later Assistant');
  });
  afterAll(async () => t?.close());

  it('makes the first account the administrator, approved, with the role it chose', async () => {
    const me = (await t.call('GET', '/api/user', { token: admin.token })).json<UserDto>();
    expect(me).toMatchObject({ isAdmin: true, approved: true, role: 'doctor' });
    expect((await t.call('GET', '/api/patients', { token: admin.token })).statusCode).toBe(200);
  });

  it('lets a later account sign in but refuses it every patient-data route until approved', async () => {
    const me = (await t.call('GET', '/api/user', { token: waiting.token })).json<UserDto>();
    expect(me).toMatchObject({ isAdmin: false, approved: false, role: 'medical_assistant' });
    for (const [method, url] of [
      ['GET', '/api/patients'],
      ['POST', '/api/patients'],
      ['GET', '/api/patients/1'],
      ['GET', '/api/visits/active'],
      ['GET', '/api/visits/completed'],
      ['GET', '/api/visits/unassigned'],
      ['GET', '/api/visits/active/0'],
      ['GET', '/api/recordings/visit/1'],
      ['GET', '/api/doctors'],
      ['GET', '/api/codes/search?system=ICD-10-CM&q=cough'],
    ] as const) {
      const res = await t.call(method, url, {
        token: waiting.token,
        body: method === 'POST' ? { name: 'X' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({ message: WAITING });
    }
  });

  it('says at registration that the account waits', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        name: 'Pending Person',
        email: 'pending@clinic.test',
        role: 'doctor',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      name: 'Pending Person',
      email: 'pending@clinic.test',
      role: 'doctor',
      approved: false,
    });
  });

  it('lists accounts for the administrator only, never with password fields', async () => {
    expect((await t.call('GET', '/api/admin/users', { token: waiting.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/users')).statusCode).toBe(401);
    const res = await t.call('GET', '/api/admin/users', { token: admin.token });
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminUserDto[]>();
    const row = list.find((user) => user.id === waiting.user.id);
    expect(row).toMatchObject({ approved: false, active: true, isAdmin: false, role: 'medical_assistant' });
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['active', 'approved', 'createdAt', 'email', 'id', 'isAdmin', 'lastLoginAt', 'name', 'role'].sort(),
    );
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('approves an account: the same session then reads patient data, and the approval is audited', async () => {
    const res = await t.call('PATCH', `/api/admin/users/${waiting.user.id}`, {
      token: admin.token,
      body: { approved: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUserDto>().approved).toBe(true);
    expect((await t.call('GET', '/api/patients', { token: waiting.token })).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.some((e) => e.action === 'approve' && e.entityId === String(waiting.user.id))).toBe(true);
  });

  it('validates the change and the id', async () => {
    const empty = await t.call('PATCH', `/api/admin/users/${waiting.user.id}`, { token: admin.token, body: {} });
    expect(empty.statusCode).toBe(400);
    const bad = await t.call('PATCH', `/api/admin/users/${waiting.user.id}`, {
      token: admin.token,
      body: { passwordHash: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.call('PATCH', '/api/admin/users/999999', { token: admin.token, body: { approved: true } });
    expect(missing.statusCode).toBe(404);
  });

  it('changes a role', async () => {
    const res = await t.call('PATCH', `/api/admin/users/${waiting.user.id}`, {
      token: admin.token,
      body: { role: 'nurse_practitioner' },
    });
    expect(res.json<AdminUserDto>().role).toBe('nurse_practitioner');
  });
});

describe('the last administrator', () => {
  let t: TestApp;
  let admin: LoginResponse;
  let other: LoginResponse;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION: 'approval' });
    admin = await t.signUp('doctor', 'Only Admin');
    other = await t.signUp('doctor', 'Other Doctor');
  });
  afterAll(async () => t?.close());

  it('cannot be demoted, deactivated or unapproved', async () => {
    for (const body of [{ isAdmin: false }, { active: false }, { approved: false }]) {
      const res = await t.call('PATCH', `/api/admin/users/${admin.user.id}`, { token: admin.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json<ErrorResponse>().message).toMatch(/last active administrator/);
    }
    expect((await t.call('GET', '/api/user', { token: admin.token })).json<UserDto>().isAdmin).toBe(true);
  });

  it('can step down once another account administers (which approves it)', async () => {
    const grant = await t.call('PATCH', `/api/admin/users/${other.user.id}`, {
      token: admin.token,
      body: { isAdmin: true },
    });
    expect(grant.json<AdminUserDto>()).toMatchObject({ isAdmin: true, approved: true });
    const stepDown = await t.call('PATCH', `/api/admin/users/${admin.user.id}`, {
      token: admin.token,
      body: { isAdmin: false },
    });
    expect(stepDown.statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/users', { token: admin.token })).statusCode).toBe(403);
    const back = await t.call('PATCH', `/api/admin/users/${other.user.id}`, {
      token: other.token,
      body: { isAdmin: false },
    });
    expect(back.statusCode).toBe(409);
  });
});

describe('deactivation', () => {
  let t: TestApp;
  let admin: LoginResponse;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION: 'open' });
    admin = await t.signUp('doctor', 'Admin');
  });
  afterAll(async () => t?.close());

  it('ends every session of the account at once and blocks sign-in until reactivated', async () => {
    const user = await t.signUp('medical_assistant', 'Leaving Assistant');
    const second = await t.call('POST', '/api/auth/login', {
      body: { email: user.user.email, password: TEST_PASSWORD },
    });
    const tokens = [user.token, second.json<LoginResponse>().token];
    const off = await t.call('PATCH', `/api/admin/users/${user.user.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(off.json<AdminUserDto>().active).toBe(false);
    for (const token of tokens) expect((await t.call('GET', '/api/user', { token })).statusCode).toBe(401);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: user.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json<ErrorResponse>().message).toMatch(/deactivated/);
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { email: user.user.email, password: 'not the one!' },
    });
    expect(wrong.statusCode).toBe(401);
    await t.call('PATCH', `/api/admin/users/${user.user.id}`, { token: admin.token, body: { active: true } });
    const again = await t.call('POST', '/api/auth/login', {
      body: { email: user.user.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const actions = (await t.database.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['deactivate', 'reactivate', 'login_refused']));
  });
});

describe('REGISTRATION=closed', () => {
  let t: TestApp;
  let admin: LoginResponse;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION: 'closed' });
    admin = await t.signUp('doctor', 'Founding Doctor');
  });
  afterAll(async () => t?.close());

  it('lets the very first account register (it administers), then refuses self-registration with 403', async () => {
    expect((await t.call('GET', '/api/user', { token: admin.token })).json<UserDto>().isAdmin).toBe(true);
    const res = await t.call('POST', '/api/auth/register', {
      body: {
        name: 'Walk In',
        email: 'walkin@clinic.test',
        role: 'doctor',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().message).toMatch(/administrator/);
  });

  it('creates accounts through POST /api/admin/users, approved at once; policy and duplicates apply', async () => {
    const body = {
      name: 'Made By Admin',
      email: 'made@clinic.test',
      role: 'medical_assistant',
      password: TEST_PASSWORD,
    };
    const created = await t.call('POST', '/api/admin/users', { token: admin.token, body });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminUserDto>()).toMatchObject({ approved: true, active: true, isAdmin: false });
    const login = await t.call('POST', '/api/auth/login', { body: { email: body.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const token = login.json<LoginResponse>().token;
    expect((await t.call('GET', '/api/patients', { token })).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/admin/users', { token, body: { ...body, email: 'x@clinic.test' } })).statusCode,
    ).toBe(403);
    expect((await t.call('POST', '/api/admin/users', { token: admin.token, body })).statusCode).toBe(409);
    const weak = await t.call('POST', '/api/admin/users', {
      token: admin.token,
      body: { ...body, email: 'weak@clinic.test', password: 'qwerty123456' },
    });
    expect(weak.statusCode).toBe(400);
  });
});
