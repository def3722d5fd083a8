import { isIP } from 'node:net';
import { z } from 'zod';
import type { TranscriptSegment } from '@common/schemas/note.schema';
import { TranscriptionConfigError } from './transcription.errors';

/** The OpenAI-compatible /v1/audio/transcriptions protocol: base URL policy and response parsing. */

/** True for hosts that never leave this machine: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(host);
  return false;
}

/**
 * Validates an OpenAI-compatible base URL (e.g. https://api.openai.com/v1) and returns it without a trailing
 * slash. Patient audio may only travel unencrypted to this machine itself, so http:// is refused for any other host.
 */
export function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TranscriptionConfigError(`TRANSCRIBE_BASE_URL is not a valid URL: ${baseUrl}`);
  }
  if (url.username || url.password) throw new TranscriptionConfigError('TRANSCRIBE_BASE_URL must not contain credentials');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new TranscriptionConfigError(
      `TRANSCRIBE_BASE_URL uses plain http:// to ${url.hostname}; patient audio may only leave this machine over https://`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TranscriptionConfigError(`TRANSCRIBE_BASE_URL must be an http(s) URL, not ${url.protocol}`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** verbose_json carries segments; plain json (and many self-hosted servers) only `text`. */
const responseSchema = z.object({
  text: z.string(),
  segments: z
    .array(z.object({ start: z.number(), end: z.number(), text: z.string() }).passthrough())
    .nullish(),
});

export interface ParsedTranscription {
  text: string;
  segments: TranscriptSegment[];
}

/** Parses a /v1/audio/transcriptions body; null when it is not the JSON we expect. */
export function parseTranscriptionBody(body: string): ParsedTranscription | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) return null;
  const segments = (parsed.data.segments ?? [])
    .map((s) => ({ start: Math.max(0, s.start), end: Math.max(0, s.end, s.start), text: s.text.trim() }))
    .filter((s) => s.text !== '');
  return { text: parsed.data.text.trim(), segments };
}

/** Seconds to wait from a Retry-After header (delta-seconds or HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}
