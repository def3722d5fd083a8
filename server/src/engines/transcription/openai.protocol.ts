import { z } from 'zod';
import type { TranscriptSegment } from '@common/schemas/note.schema';
import { checkServiceUrl } from '../external-service';
import { TranscriptionConfigError } from './transcription.errors';

/** The OpenAI-compatible /v1/audio/transcriptions protocol: base URL policy and response parsing. */

/**
 * Validates an OpenAI-compatible base URL (e.g. https://api.openai.com/v1) and returns it without a trailing
 * slash. Patient audio may only travel unencrypted to this machine itself, so http:// is refused for any other host.
 */
export function checkBaseUrl(baseUrl: string): string {
  const url = checkServiceUrl(baseUrl, 'TRANSCRIBE_BASE_URL', 'patient audio');
  if (typeof url === 'string') throw new TranscriptionConfigError(url);
  return url.toString().replace(/\/+$/, '');
}

/** verbose_json carries segments; plain json (and many self-hosted servers) only `text`. */
const responseSchema = z.object({
  text: z.string(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() }).passthrough()).nullish(),
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
