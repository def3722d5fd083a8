import { abortReason } from '../../../audio/child-process';
import { parseRetryAfter, sleepUnlessAborted } from '../../external-service';
import {
  isRetryableStatus,
  readCompletionContent,
  reasonForStatus,
  RESPONSE_FORMATS,
  unsupportedFeature,
  type ResponseFormatKind,
} from './chat-completions.protocol';
import { LlmNoteFailure } from './llm-note.errors';
import type { ResolvedLlmOptions } from './llm-note.options';
import { REPLY_JSON_SCHEMA, REPLY_SCHEMA_NAME } from './note-reply.schema';
import type { ReadableStreamReadResult } from 'node:stream/web';

/** What we send to /chat/completions; optional fields are left out for servers that reject them. */
interface ChatRequestBody {
  model: string;
  messages: readonly ChatMessage[];
  stream: false;
  temperature?: number;
  response_format?: { type: 'json_object' } | { type: 'json_schema'; json_schema: Record<string, unknown> };
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** A completion far larger than any note is a broken or hostile service; stop reading. */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
/** Request changes for unsupported features (response_format, temperature) within one call. */
const MAX_ADAPTATIONS = 3;

const AZURE_HOST = /\.(openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;

/**
 * Talks to one OpenAI-compatible /chat/completions endpoint. One deadline covers the whole exchange; at most one
 * retry, after a 429 or 5xx; a service that rejects json_schema (or temperature) is asked again without it, and
 * what worked is remembered for later calls. Failures carry user-safe reasons: no key, no prompt, no reply text.
 */
export class ChatCompletionsClient {
  private format: ResponseFormatKind = 'json_schema';
  private sendTemperature = true;

  constructor(
    private readonly options: ResolvedLlmOptions,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async complete(messages: readonly ChatMessage[], callerSignal?: AbortSignal): Promise<string> {
    callerSignal?.throwIfAborted();
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    const started = Date.now();
    let format = this.format;
    let temperature = this.sendTemperature;
    let retried = false;
    for (let adaptations = 0; ;) {
      const body = JSON.stringify(this.requestBody(messages, format, temperature));
      const outcome = await this.send(body, signal, deadline, callerSignal);
      if (outcome.ok) {
        const content = readCompletionContent(outcome.body);
        this.format = format;
        this.sendTemperature = temperature;
        return content;
      }
      const feature = adaptations < MAX_ADAPTATIONS ? unsupportedFeature(outcome.status, outcome.body) : null;
      if (feature === 'temperature' && temperature) {
        temperature = false;
        adaptations += 1;
        continue;
      }
      if (feature === 'response_format' && format !== 'none') {
        format = RESPONSE_FORMATS[RESPONSE_FORMATS.indexOf(format) + 1]!;
        adaptations += 1;
        continue;
      }
      if (isRetryableStatus(outcome.status) && !retried) {
        const wait = this.retryWait(outcome.retryAfter);
        const remaining = this.options.timeoutMs - (Date.now() - started);
        if (wait !== null && wait < remaining) {
          retried = true;
          await sleepUnlessAborted(wait, signal).catch(() => this.throwAbort(deadline, callerSignal));
          continue;
        }
      }
      throw new LlmNoteFailure('http', reasonForStatus(outcome.status));
    }
  }

  private requestBody(
    messages: readonly ChatMessage[],
    format: ResponseFormatKind,
    temperature: boolean,
  ): ChatRequestBody {
    const body: ChatRequestBody = { model: this.options.model, messages, stream: false };
    // Notes should not vary from run to run; reasoning models that only accept the default are asked without it.
    if (temperature) body.temperature = 0;
    if (format === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: REPLY_SCHEMA_NAME, strict: true, schema: REPLY_JSON_SCHEMA },
      };
    } else if (format === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    return body;
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept: 'application/json',
      ...authHeaders(this.options.endpoint, this.options.apiKey),
    };
  }

  private async send(
    body: string,
    signal: AbortSignal,
    deadline: AbortSignal,
    callerSignal: AbortSignal | undefined,
  ): Promise<{ ok: true; body: string } | { ok: false; status: number; body: string; retryAfter: string | null }> {
    try {
      // redirect: 'error' — a redirect could carry the transcript to a URL we never checked.
      const response = await this.fetchFn(this.options.endpoint, {
        method: 'POST',
        headers: this.headers(),
        body,
        signal,
        redirect: 'error',
      });
      const text = await readLimited(response);
      if (response.ok) return { ok: true, body: text };
      return { ok: false, status: response.status, body: text, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      if (error instanceof LlmNoteFailure) throw error;
      return this.throwAbort(deadline, callerSignal, error);
    }
  }

  /** Maps an interrupted request to the caller's abort, our deadline, or an unreachable service. */
  private throwAbort(deadline: AbortSignal, callerSignal: AbortSignal | undefined, cause?: unknown): never {
    if (callerSignal?.aborted) throw abortReason(callerSignal);
    if (deadline.aborted) {
      const seconds = Number((this.options.timeoutMs / 1000).toFixed(1));
      throw new LlmNoteFailure('timeout', `The note service did not answer within ${seconds} seconds.`, { cause });
    }
    throw new LlmNoteFailure('network', 'Could not reach the note service.', { cause });
  }

  /** Milliseconds to wait before the retry; null when the service asks for longer than we are willing to wait. */
  private retryWait(retryAfter: string | null): number | null {
    const seconds = parseRetryAfter(retryAfter);
    if (seconds === null) return this.options.retryDelayMs;
    const ms = seconds * 1000;
    return ms <= this.options.maxRetryAfterMs ? ms : null;
  }
}

/** Azure OpenAI takes keys in api-key (its Bearer header is for Entra ID tokens); everyone else uses Bearer. */
export function authHeaders(endpoint: URL, apiKey: string | null): Record<string, string> {
  if (!apiKey) return {};
  return AZURE_HOST.test(endpoint.hostname) ? { 'api-key': apiKey } : { authorization: `Bearer ${apiKey}` };
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // fetch's body reader is typed loosely; a response body's pieces are bytes.
    const read = (await reader.read()) as ReadableStreamReadResult<Uint8Array>;
    if (read.done) break;
    const value = read.value;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new LlmNoteFailure('malformed', 'The note service sent a response too large to be a note.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
