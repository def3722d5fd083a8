/**
 * When this process started. At start-up, anything in our scratch folders older than this was left by an earlier
 * process (a crash, a kill): no job of ours can own it, whatever its age.
 */
export function processStartedAt(): number {
  return Date.now() - process.uptime() * 1000;
}
