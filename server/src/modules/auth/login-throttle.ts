/**
 * Failed logins, counted per (account, address) pair and per address. A pair that fails too often is locked for a
 * short time that doubles with each further failure (capped at the window), so a guesser slows to a crawl while a
 * stranger elsewhere cannot lock a real user out: the user's own address keeps its own count. An address that
 * tries many accounts is stopped as a whole. The same limits apply whether or not the account exists, so a 429
 * says nothing about which emails are registered.
 */
export interface LoginThrottleOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
  /** The first lock of a pair; each further failure doubles it, up to the window. */
  lockoutSeconds: number;
  now?: () => number;
}

interface Record_ {
  failures: number[];
}

export class LoginThrottle {
  private readonly records = new Map<string, Record_>();
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.windowMs = options.windowMinutes * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Seconds until this account may be tried again from this address (0: now). */
  blockedForSeconds(email: string, ip: string): number {
    const now = this.now();
    const pair = this.prune(pairKey(email, ip));
    let until = 0;
    const excess = pair.length - this.options.maxFailuresPerAccount;
    if (excess >= 0) {
      const lockMs = Math.min(this.options.lockoutSeconds * 1000 * 2 ** excess, this.windowMs);
      until = (pair.at(-1) ?? 0) + lockMs;
    }
    const address = this.prune(ipKey(ip));
    if (address.length >= this.options.maxFailuresPerIp) until = Math.max(until, (address[0] ?? 0) + this.windowMs);
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  recordFailure(email: string, ip: string): void {
    const at = this.now();
    for (const key of [pairKey(email, ip), ipKey(ip)]) {
      const list = this.prune(key);
      list.push(at);
      this.records.set(key, { failures: list });
    }
    if (this.records.size > 100_000) this.sweep();
  }

  /** A successful login clears the pair's count (the address keeps its own). */
  recordSuccess(email: string, ip: string): void {
    this.records.delete(pairKey(email, ip));
  }

  private prune(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.records.get(key)?.failures ?? []).filter((at) => at > cutoff);
    if (list.length === 0) this.records.delete(key);
    else this.records.set(key, { failures: list });
    return list;
  }

  private sweep(): void {
    for (const key of [...this.records.keys()]) this.prune(key);
  }
}

const pairKey = (email: string, ip: string) => `a:${email}\u0000${ip}`;
const ipKey = (ip: string) => `i:${ip}`;
