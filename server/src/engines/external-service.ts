import { isIP } from 'node:net';
import { abortReason } from '../audio/child-process';

/**
 * What every engine that talks to an outside service shares: which hosts count as this machine, the rule that
 * patient data leaves it only over HTTPS, Retry-After, and an abortable back-off.
 */

/** True for hosts that never leave this machine: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(host);
  return false;
}

/**
 * Parses a service's base URL from the setting `setting`, refusing what would expose `data` (e.g. "patient
 * audio"): credentials in the URL, schemes other than http(s), and plain http:// to any host but this machine.
 * Returns the message of the first problem instead of throwing, so each engine raises its own config error.
 */
export function checkServiceUrl(
  raw: string | undefined,
  setting: string,
  data: string,
  credentialHint = '',
): URL | string {
  if (!raw?.trim()) return `${setting} is required`;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return `${setting} is not a valid URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `${setting} must be an http(s) URL, not ${url.protocol}`;
  if (url.username || url.password) return `${setting} must not contain credentials${credentialHint}`;
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return `${setting} uses plain http:// to ${url.hostname}; ${data} may only leave this machine over https:// (http:// is allowed for 127.0.0.1, ::1 and localhost)`;
  }
  return url;
}

/** Seconds to wait from a Retry-After header (delta-seconds or HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

/** Waits `ms`, rejecting with the abort reason as soon as the signal aborts. */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
