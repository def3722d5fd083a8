import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import type { ErrorResponse } from '@common/schemas/error.schema';

/** The attacks of issue 13, repeated against the app with its default limits. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '600',
    INVALID_TOKEN_MAX_PER_MINUTE: '30',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_PER_IP: '30',
  });
});
afterAll(async () => t?.close());

describe('made-up bearer tokens', () => {
  it('are limited per address: 700 in a row from one address are mostly answered 429', async () => {
    const colleague = await t.signUp('doctor');
    const attacker = '10.13.0.1';
    const counts = new Map<number, number>();
    for (let i = 0; i < 700; i += 1) {
      const res = await t.call('GET', '/api/patients', {
        token: randomBytes(32).toString('base64url'),
        remoteAddress: attacker,
      });
      counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
    }
    expect(counts.get(429) ?? 0).toBeGreaterThan(600);
    expect([...counts.keys()].sort()).toEqual([401, 429]);
    // A colleague behind the same address with a real session keeps working, and so does anyone elsewhere.
    expect((await t.call('GET', '/api/patients', { token: colleague.token, remoteAddress: attacker })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', '/api/user', { token: 'B'.repeat(43), remoteAddress: '10.13.0.2' })).statusCode).toBe(
      401,
    );
  });
});

describe('failed-login lockout', () => {
  it('is per address and account, short, and does not lock the real user out from elsewhere', async () => {
    const victim = await t.signUp('doctor');
    const stranger = '10.13.1.1';
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: victim.user.email, password: `guess number ${i}` },
        remoteAddress: stranger,
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual([429, 429, 429]);
    const blocked = await t.call('POST', '/api/auth/login', {
      body: { email: victim.user.email, password: TEST_PASSWORD },
      remoteAddress: stranger,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorResponse>().message).toMatch(/wait 30 seconds/);
    const real = await t.call('POST', '/api/auth/login', {
      body: { email: victim.user.email, password: TEST_PASSWORD },
      remoteAddress: '10.13.1.2',
    });
    expect(real.statusCode).toBe(200);
  });
});
