import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const make = (maxFailuresPerIp = 5) => {
    let now = 0;
    const throttle = new LoginThrottle({
      maxFailuresPerAccount: 3,
      maxFailuresPerIp,
      windowMinutes: 10,
      lockoutSeconds: 30,
      now: () => now,
    });
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('locks an account for the address that failed, not for the others', () => {
    const { throttle } = make();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a@x.org', '10.0.0.1');
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.1')).toBe(30);
    // The real user at another address is not locked out by a stranger's failures.
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.2')).toBe(0);
    expect(throttle.blockedForSeconds('b@x.org', '10.0.0.1')).toBe(0);
  });

  it('keeps the lock short and doubles it with every further failure, up to the window', () => {
    const { throttle, advance } = make(100);
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a@x.org', '10.0.0.1');
    advance(30_000);
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.1')).toBe(0);
    throttle.recordFailure('a@x.org', '10.0.0.1');
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.1')).toBe(60);
    advance(60_000);
    throttle.recordFailure('a@x.org', '10.0.0.1');
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.1')).toBe(120);
    for (let i = 0; i < 10; i += 1) throttle.recordFailure('a@x.org', '10.0.0.9');
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.9')).toBeLessThanOrEqual(600);
  });

  it('blocks an address that tries many accounts', () => {
    const { throttle } = make();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`u${i}@x.org`, '10.0.0.1');
    expect(throttle.blockedForSeconds('new@x.org', '10.0.0.1')).toBeGreaterThan(0);
    expect(throttle.blockedForSeconds('new@x.org', '10.0.0.2')).toBe(0);
  });

  it('forgets failures after the window and on success', () => {
    const { throttle, advance } = make();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a@x.org', '10.0.0.1');
    advance(601_000);
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.1')).toBe(0);
    for (let i = 0; i < 2; i += 1) throttle.recordFailure('a@x.org', '10.0.0.1');
    throttle.recordSuccess('a@x.org', '10.0.0.1');
    throttle.recordFailure('a@x.org', '10.0.0.1');
    expect(throttle.blockedForSeconds('a@x.org', '10.0.0.1')).toBe(0);
  });
});
