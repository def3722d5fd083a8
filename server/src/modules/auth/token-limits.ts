/**
 * Requests carrying an unknown, expired or malformed bearer token, counted per client address in a sliding
 * minute. Without it, made-up tokens would each get a fresh request budget (the general limiter keys valid
 * sessions by user) and cost a database lookup each.
 */
export class InvalidTokenLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly maxPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this address may present a token again (0: now). */
  blockedForSeconds(ip: string): number {
    const list = this.prune(ip);
    if (list.length < this.maxPerMinute) return 0;
    const oldest = list[list.length - this.maxPerMinute] ?? this.now();
    return Math.max(1, Math.ceil((oldest + 60_000 - this.now()) / 1000));
  }

  record(ip: string): void {
    const list = this.prune(ip);
    list.push(this.now());
    this.hits.set(ip, list);
    if (this.hits.size > 100_000) for (const key of [...this.hits.keys()]) this.prune(key);
  }

  private prune(ip: string): number[] {
    const cutoff = this.now() - 60_000;
    const list = (this.hits.get(ip) ?? []).filter((at) => at > cutoff);
    if (list.length === 0) this.hits.delete(ip);
    else this.hits.set(ip, list);
    return list;
  }
}

/**
 * Which user a session token (by hash) belongs to, learned when the guard accepts it, so the request limiter can
 * give each user one budget however many sessions it has, without a database lookup before routing. Bounded:
 * the oldest entries are forgotten first (a forgotten session is counted by address until it is seen again).
 */
export class SessionKeyCache {
  private readonly users = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  remember(tokenHash: string, userId: number): void {
    this.users.delete(tokenHash);
    this.users.set(tokenHash, userId);
    if (this.users.size > this.capacity) {
      const oldest = this.users.keys().next();
      if (!oldest.done) this.users.delete(oldest.value);
    }
  }

  userOf(tokenHash: string): number | undefined {
    return this.users.get(tokenHash);
  }
}
