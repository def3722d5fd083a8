import { z } from 'zod';
import { LlmNoteFailure } from './llm-note.errors';

/** The OpenAI-compatible /chat/completions protocol: request formats, reply parsing and error wording. */

/** Strongest first: a strict JSON schema, plain JSON mode, then no response_format at all (prompt only). */
export const RESPONSE_FORMATS = ['json_schema', 'json_object', 'none'] as const;
export type ResponseFormatKind = (typeof RESPONSE_FORMATS)[number];

const contentPartSchema = z.object({ type: z.string().optional(), text: z.string().optional() }).passthrough();

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.union([z.string(), z.array(contentPartSchema)]).nullish(),
          refusal: z.string().nullish(),
        }),
      }),
    )
    .min(1),
});

/** The assistant's text from a completion body; a failure for bodies that are not a usable completion. */
export function readCompletionContent(body: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (cause) {
    throw new LlmNoteFailure('malformed', 'The note service sent a response that is not JSON.', { cause });
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success)
    throw new LlmNoteFailure('malformed', 'The note service sent a response that is not a chat completion.');
  const choice = parsed.data.choices[0]!;
  if (choice.message.refusal) throw new LlmNoteFailure('refused', 'The note service declined to write this note.');
  const content = choice.message.content;
  const text = typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');
  if (choice.finish_reason === 'length') {
    throw new LlmNoteFailure('truncated', 'The note service stopped at its output limit before the note was complete.');
  }
  if (choice.finish_reason === 'content_filter')
    throw new LlmNoteFailure('refused', "The note service's content filter blocked the note.");
  if (text.trim() === '') throw new LlmNoteFailure('empty', 'The note service sent an empty answer.');
  return text;
}

/**
 * The JSON object inside a model's text. Reasoning models may think aloud first (`<think>…</think>`) and many
 * models wrap JSON in a ``` fence even when asked not to; both are tolerated, nothing else is.
 */
export function parseModelJson(text: string): unknown {
  let body = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(body);
  if (fenced?.[1] !== undefined) body = fenced[1];
  try {
    return JSON.parse(body) as unknown;
  } catch {
    const first = body.indexOf('{');
    const last = body.lastIndexOf('}');
    if (first >= 0 && last > first) {
      try {
        return JSON.parse(body.slice(first, last + 1)) as unknown;
      } catch (cause) {
        throw new LlmNoteFailure('malformed', 'The note service answered with malformed JSON.', { cause });
      }
    }
    throw new LlmNoteFailure('malformed', 'The note service did not answer with JSON.');
  }
}

/** The service's error message from an error body ({"error":{"message"}} or {"error":"…"}), for decisions only. */
export function readErrorMessage(body: string): string {
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object' && 'error' in json) {
      const error: unknown = json.error;
      if (typeof error === 'string') return error;
      if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
        return error.message;
    }
    if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') return json.message;
  } catch {
    // Not JSON: use the text itself.
  }
  return body.slice(0, 2000);
}

/** What a 400/422 asks us to change, if it is about an optional request feature; null when it is not. */
export function unsupportedFeature(status: number, body: string): 'response_format' | 'temperature' | null {
  if (status !== 400 && status !== 422) return null;
  const message = readErrorMessage(body).toLowerCase();
  if (message.includes('temperature')) return 'temperature';
  if (/response_format|json_schema|json_object|structured output|\bschema\b|grammar/.test(message))
    return 'response_format';
  if (/not supported|unsupported|invalid/.test(message) && /json|format/.test(message)) return 'response_format';
  return null;
}

const STATUS_REASONS: Record<number, string> = {
  400: 'The note service refused the request (HTTP 400); check LLM_MODEL and the service version.',
  401: 'The note service rejected the API key (HTTP 401); check LLM_API_KEY.',
  403: 'The note service refused access with this API key (HTTP 403).',
  404: 'The note service or model was not found (HTTP 404); check LLM_BASE_URL and LLM_MODEL.',
  408: 'The note service timed out (HTTP 408).',
  413: 'The note service refused the request as too large (HTTP 413).',
  429: 'The note service is rate-limiting requests (HTTP 429).',
};

/** User-safe text for an HTTP failure; never the service's own message, which may quote our prompt. */
export function reasonForStatus(status: number): string {
  if (STATUS_REASONS[status]) return STATUS_REASONS[status];
  if (status >= 500) return `The note service is unavailable (HTTP ${status}).`;
  return `The note service could not process the request (HTTP ${status}).`;
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
