import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, UserDto } from '@common/schemas/auth.schema';
import type { ErrorResponse } from '@common/schemas/error.schema';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(async () => t?.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Doctor',
  email: `dana-${Math.random().toString(36).slice(2)}@clinic.test`,
  role: 'doctor',
  password: 'long enough pw',
  confirmPassword: 'long enough pw',
  ...overrides,
});

describe('POST /api/auth/register', () => {
  it('creates the account without ever returning the password', async () => {
    const body = registration();
    const res = await t.call('POST', '/api/auth/register', { body });
    expect(res.statusCode).toBe(201);
    const user = res.json<UserDto>();
    expect(user).toMatchObject({ name: 'Dana Doctor', email: body.email, role: 'doctor' });
    expect(JSON.stringify(user)).not.toContain('long enough pw');
    const [row] = await t.database.db.select().from(users);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('stores facility staff without a clinical role', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: registration({ role: 'facility_staff' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json<UserDto>().role).toBeNull();
  });

  it('answers 400 with the spec messages on the right fields', async () => {
    const short = await t.call('POST', '/api/auth/register', {
      body: registration({ password: 'short', confirmPassword: 'short' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorResponse>().errors).toContainEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    });
    const mismatch = await t.call('POST', '/api/auth/register', {
      body: registration({ confirmPassword: 'different1' }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ErrorResponse>().errors).toContainEqual({
      path: 'confirmPassword',
      message: "Passwords don't match",
    });
    const badEmail = await t.call('POST', '/api/auth/register', { body: registration({ email: 'not-an-email' }) });
    expect(badEmail.json<ErrorResponse>().errors).toContainEqual({ path: 'email', message: 'Invalid email address' });
    const badRole = await t.call('POST', '/api/auth/register', { body: registration({ role: 'admin' }) });
    expect(badRole.statusCode).toBe(400);
    const noName = await t.call('POST', '/api/auth/register', { body: registration({ name: '' }) });
    expect(noName.json<ErrorResponse>().errors?.[0]?.path).toBe('name');
  });

  it('answers a second registration of an email (any case) exactly like a new one, and changes nothing', async () => {
    const body = registration();
    const first = await t.call('POST', '/api/auth/register', { body });
    expect(first.statusCode).toBe(201);
    const before = await t.database.db.select().from(users);
    const again = await t.call('POST', '/api/auth/register', {
      body: {
        ...body,
        name: 'Someone Else',
        email: body.email.toUpperCase(),
        password: 'another long one',
        confirmPassword: 'another long one',
      },
    });
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(again.json()).toEqual({ ...first.json(), name: 'Someone Else' });
    expect(await t.database.db.select().from(users)).toEqual(before);
    // The original password still works; the second one does not.
    const login = await t.call('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses short and common passwords with a clear message, keeping the spec message below 8', async () => {
    const short = await t.call('POST', '/api/auth/register', {
      body: registration({ password: 'elevenchars', confirmPassword: 'elevenchars' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorResponse>().errors).toEqual([
      { path: 'password', message: 'Password must be at least 12 characters' },
    ]);
    const common = await t.call('POST', '/api/auth/register', {
      body: registration({ password: 'Password1234', confirmPassword: 'Password1234' }),
    });
    expect(common.statusCode).toBe(400);
    expect(common.json<ErrorResponse>().message).toMatch(/too common/);
  });
});

describe('login, sessions and logout', () => {
  it('logs in, serves the current user, and revokes the session on logout', async () => {
    const body = registration({ role: 'medical_assistant' });
    await t.call('POST', '/api/auth/register', { body });
    const login = await t.call('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json<LoginResponse>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.role).toBe('medical_assistant');
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const me = await t.call('GET', '/api/user', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json<UserDto>().email).toBe(body.email);

    expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(204);
    const after = await t.call('GET', '/api/user', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorResponse>().message).toMatch(/session/i);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const body = registration();
    await t.call('POST', '/api/auth/register', { body });
    const wrong = await t.call('POST', '/api/auth/login', { body: { email: body.email, password: 'wrong-password' } });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { email: 'nobody@clinic.test', password: 'whatever1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('validates the login body with the spec messages', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { email: 'nope', password: '' } });
    expect(res.statusCode).toBe(400);
    const messages = res.json<ErrorResponse>().errors?.map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Invalid email address', 'Password is required']));
  });

  it('throttles repeated failures per account without revealing whether it exists', async () => {
    const body = registration();
    await t.call('POST', '/api/auth/register', { body });
    for (const email of [body.email, 'ghost@clinic.test']) {
      for (let i = 0; i < 3; i += 1)
        await t.call('POST', '/api/auth/login', { body: { email, password: 'bad-password' } });
      const blocked = await t.call('POST', '/api/auth/login', { body: { email, password: body.password } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ErrorResponse>().message).toMatch(/too many/i);
    }
  });

  it('rejects missing, malformed and unknown tokens', async () => {
    expect((await t.call('GET', '/api/user')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { token: 'A'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('expired sessions', () => {
  it('stop working after SESSION_TTL_HOURS', async () => {
    const short = await createTestApp({ SESSION_TTL_HOURS: '0.0003' });
    try {
      const { token } = await short.signUp('doctor');
      expect((await short.call('GET', '/api/user', { token })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect((await short.call('GET', '/api/user', { token })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
