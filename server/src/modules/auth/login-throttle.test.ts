import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const make = () => {
    let now = 0;
    const throttle = new LoginThrottle({
      maxFailuresPerAccount: 3,
      maxFailuresPerIp: 5,
      windowMinutes: 1,
      now: () => now,
    });
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('blocks an account after its failures, whoever sends them', () => {
    const { throttle } = make();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a@x.org', `10.0.0.${i}`);
    expect(throttle.isBlocked('a@x.org', '10.0.0.99')).toBe(true);
    expect(throttle.isBlocked('b@x.org', '10.0.0.99')).toBe(false);
  });

  it('blocks an address that tries many accounts', () => {
    const { throttle } = make();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`u${i}@x.org`, '10.0.0.1');
    expect(throttle.isBlocked('new@x.org', '10.0.0.1')).toBe(true);
    expect(throttle.isBlocked('new@x.org', '10.0.0.2')).toBe(false);
  });

  it('forgets failures after the window and on success', () => {
    const { throttle, advance } = make();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a@x.org', '10.0.0.1');
    advance(61_000);
    expect(throttle.isBlocked('a@x.org', '10.0.0.1')).toBe(false);
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a@x.org', '10.0.0.1');
    throttle.recordSuccess('a@x.org');
    expect(throttle.isBlocked('a@x.org', '10.0.0.3')).toBe(false);
  });
});
