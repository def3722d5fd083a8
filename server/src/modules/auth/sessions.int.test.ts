import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, SessionDto } from '@common/schemas/auth.schema';
import { auditLog } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import type { ErrorResponse } from '@common/schemas/error.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = async (email: string, password = TEST_PASSWORD) =>
  (await t.call('POST', '/api/auth/login', { body: { email, password } })).json<LoginResponse>().token;
const status = async (token: string) => (await t.call('GET', '/api/user', { token })).statusCode;

describe('POST /api/auth/logout-all', () => {
  it("ends every session of the caller and no one else's", async () => {
    const me = await t.signUp('doctor');
    const other = await t.signUp('doctor');
    const second = await login(me.user.email);
    expect((await t.call('POST', '/api/auth/logout-all', { token: second })).statusCode).toBe(204);
    expect(await status(me.token)).toBe(401);
    expect(await status(second)).toBe(401);
    expect(await status(other.token)).toBe(200);
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.some((e) => e.action === 'logout_all' && e.userId === me.user.id)).toBe(true);
  });
});

describe('POST /api/auth/password', () => {
  it('checks the current password, applies the policy, and ends the other sessions', async () => {
    const me = await t.signUp('medical_assistant');
    const other = await login(me.user.email);
    const wrong = await t.call('POST', '/api/auth/password', {
      token: me.token,
      body: { currentPassword: 'not my password', newPassword: 'a fresh passphrase 9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorResponse>().errors).toEqual([
      { path: 'currentPassword', message: 'The current password is not correct' },
    ]);
    const weak = await t.call('POST', '/api/auth/password', {
      token: me.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'qwerty123456' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorResponse>().errors?.[0]?.path).toBe('newPassword');
    expect(await status(other)).toBe(200);

    const ok = await t.call('POST', '/api/auth/password', {
      token: me.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a fresh passphrase 9' },
    });
    expect(ok.statusCode).toBe(204);
    expect(await status(me.token)).toBe(200);
    expect(await status(other)).toBe(401);
    const old = await t.call('POST', '/api/auth/login', { body: { email: me.user.email, password: TEST_PASSWORD } });
    expect(old.statusCode).toBe(401);
    expect(await status(await login(me.user.email, 'a fresh passphrase 9'))).toBe(200);
  });
});

describe('GET /api/auth/sessions', () => {
  it('lists the live sessions of the caller, marks the current one, and ends another by id', async () => {
    const me = await t.signUp('doctor');
    const other = await login(me.user.email);
    const list = await t.call('GET', '/api/auth/sessions', { token: me.token });
    const sessions = list.json<SessionDto[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.body).not.toContain(me.token);
    const otherId = sessions.find((s) => !s.current)?.id;
    expect((await t.call('DELETE', `/api/auth/sessions/${otherId}`, { token: me.token })).statusCode).toBe(204);
    expect(await status(other)).toBe(401);
    // Someone else's session is not found, not ended.
    const stranger = await t.signUp('doctor');
    const strangerSession = (await t.call('GET', '/api/auth/sessions', { token: stranger.token })).json<SessionDto[]>();
    const res = await t.call('DELETE', `/api/auth/sessions/${strangerSession[0]?.id}`, { token: me.token });
    expect(res.statusCode).toBe(404);
    expect(await status(stranger.token)).toBe(200);
  });
});
