import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@common/schemas/auth.schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

/**
 * OWASP ASVS V2.2 (anti-automation), V3.3 (logout), V4.2 / V11 (request budgets). auth.int.test.ts covers the
 * per-account throttle and expiry; this file adds the per-address throttle, enumeration under throttling,
 * revocation of one session among several, and the per-session request budget the benchmarks rely on.
 */
const MAX_PER_ADDRESS = 4;
let t: TestApp;
let alice: LoginResponse;
let bob: LoginResponse;

beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
    LOGIN_MAX_FAILURES_PER_IP: String(MAX_PER_ADDRESS),
  });
  alice = await t.signUp('doctor', 'Alice Throttle');
  bob = await t.signUp('medical_assistant', 'Bob Throttle');
});
afterAll(async () => t?.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.call('POST', '/api/auth/login', { body: { email, password }, remoteAddress });

describe('login throttling per address', () => {
  it('blocks an address that fails on many accounts, whichever exist, and not other addresses', async () => {
    const attacker = '10.66.0.1';
    const failures = [
      await login(alice.user.email, 'wrong-password-1', attacker),
      await login('ghost-1@clinic.test', 'wrong-password-2', attacker),
      await login(bob.user.email, 'wrong-password-3', attacker),
      await login('ghost-2@clinic.test', 'wrong-password-4', attacker),
    ];
    expect(failures.map((res) => res.statusCode)).toEqual(Array(MAX_PER_ADDRESS).fill(401));
    // Existing and unknown accounts answer byte for byte the same.
    expect(new Set(failures.map((res) => res.body)).size).toBe(1);

    const blockedRight = await login(alice.user.email, TEST_PASSWORD, attacker);
    const blockedGhost = await login('ghost-3@clinic.test', 'whatever-else', attacker);
    expect(blockedRight.statusCode).toBe(429);
    expect(blockedRight.json<{ message: string }>().message).toMatch(/too many/i);
    expect(blockedGhost.statusCode).toBe(429);
    expect(blockedGhost.body).toBe(blockedRight.body);

    // The accounts themselves are not locked for everyone else.
    expect((await login(alice.user.email, TEST_PASSWORD, '10.66.0.2')).statusCode).toBe(200);
    expect((await login(bob.user.email, TEST_PASSWORD, '10.66.0.3')).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const busyDesk = '10.66.1.1';
    for (let i = 0; i < MAX_PER_ADDRESS + 2; i += 1) {
      expect((await login(i % 2 ? alice.user.email : bob.user.email, TEST_PASSWORD, busyDesk)).statusCode).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('logout revokes exactly the session it is sent with', async () => {
    const first = (await login(alice.user.email, TEST_PASSWORD, '10.66.2.1')).json<LoginResponse>();
    const second = (await login(alice.user.email, TEST_PASSWORD, '10.66.2.1')).json<LoginResponse>();
    expect(first.token).not.toBe(second.token);
    expect((await t.call('POST', '/api/auth/logout', { token: first.token })).statusCode).toBe(204);
    expect((await t.call('GET', '/api/user', { token: first.token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/visits/active', { token: first.token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/logout', { token: first.token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { token: second.token })).statusCode).toBe(200);
  });

  it('accept the token only as a bearer header', async () => {
    const { token } = alice;
    expect((await t.call('GET', `/api/user?token=${token}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { headers: { authorization: `bearer${token}` } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
    expect(
      (await t.call('GET', '/api/user', { headers: { authorization: `Bearer ${token.slice(0, -1)}` } })).statusCode,
    ).toBe(401);
    expect((await t.call('GET', '/api/user', { headers: { cookie: `token=${token}` } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { token })).statusCode).toBe(200);
  });
});

describe('the request budget', () => {
  it('is per session, so clinicians behind one clinic address do not share it; anonymous callers get one per address', async () => {
    const budget = 10;
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(budget) });
    try {
      const one = await limited.signUp('doctor');
      const two = await limited.signUp('nurse_practitioner');
      const clinic = '10.77.0.1';
      for (let i = 0; i < budget; i += 1) {
        expect(
          (await limited.call('GET', '/api/visits/active', { token: one.token, remoteAddress: clinic })).statusCode,
        ).toBe(200);
      }
      const over = await limited.call('GET', '/api/visits/active', { token: one.token, remoteAddress: clinic });
      expect(over.statusCode).toBe(429);
      expect(over.json<{ message: string }>().message).toMatch(/too many requests/i);
      expect(
        (await limited.call('GET', '/api/visits/active', { token: two.token, remoteAddress: clinic })).statusCode,
      ).toBe(200);

      for (let i = 0; i < budget; i += 1) await limited.call('GET', '/api/user', { remoteAddress: '10.77.0.2' });
      expect((await limited.call('GET', '/api/user', { remoteAddress: '10.77.0.2' })).statusCode).toBe(429);
      expect((await limited.call('GET', '/api/user', { remoteAddress: '10.77.0.3' })).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
