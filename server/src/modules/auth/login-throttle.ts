/**
 * Counts failed logins per account and per address in a sliding window. The same limit applies whether or not
 * the account exists, so the 429 says nothing about which emails are registered.
 */
export interface LoginThrottleOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.windowMs = options.windowMinutes * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** True when this account or this address has failed too often recently. */
  isBlocked(email: string, ip: string): boolean {
    return (
      this.recent(`a:${email}`) >= this.options.maxFailuresPerAccount ||
      this.recent(`i:${ip}`) >= this.options.maxFailuresPerIp
    );
  }

  recordFailure(email: string, ip: string): void {
    const at = this.now();
    for (const key of [`a:${email}`, `i:${ip}`]) {
      const list = this.prune(key);
      list.push(at);
      this.failures.set(key, list);
    }
    if (this.failures.size > 100_000) this.sweep();
  }

  /** A successful login clears the account's count (the address keeps its own). */
  recordSuccess(email: string): void {
    this.failures.delete(`a:${email}`);
  }

  private recent(key: string): number {
    return this.prune(key).length;
  }

  private prune(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.prune(key);
  }
}
