import { describe, expect, it } from 'vitest';
import { InvalidTokenLimiter, SessionKeyCache } from './token-limits';

describe('InvalidTokenLimiter', () => {
  it('blocks an address after its quota of bad tokens in a minute, and only that address', () => {
    let now = 0;
    const limiter = new InvalidTokenLimiter(3, () => now);
    for (let i = 0; i < 3; i += 1) limiter.record('10.0.0.1');
    expect(limiter.blockedForSeconds('10.0.0.1')).toBe(60);
    expect(limiter.blockedForSeconds('10.0.0.2')).toBe(0);
    now += 60_001;
    expect(limiter.blockedForSeconds('10.0.0.1')).toBe(0);
  });
});

describe('SessionKeyCache', () => {
  it('remembers users by token hash and forgets the oldest beyond its capacity', () => {
    const cache = new SessionKeyCache(2);
    cache.remember('a', 1);
    cache.remember('b', 2);
    cache.remember('a', 1);
    cache.remember('c', 3);
    expect(cache.userOf('a')).toBe(1);
    expect(cache.userOf('b')).toBeUndefined();
    expect(cache.userOf('c')).toBe(3);
  });
});
