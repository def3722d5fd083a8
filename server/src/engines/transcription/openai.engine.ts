import { lookupTable } from '../../lib/lookup-table';
import { openAsBlob } from 'node:fs';
import { abortReason } from '../../audio/child-process';
import { parseRetryAfter, sleepUnlessAborted } from '../external-service';
import { checkBaseUrl, parseTranscriptionBody } from './openai.protocol';
import { TranscriptionConfigError, TranscriptionError } from './transcription.errors';
import type { TranscriptionEngine, TranscriptionInput, TranscriptionResult } from './transcription.engine';

export interface OpenAiEngineOptions {
  /** e.g. https://api.openai.com/v1, https://api.groq.com/openai/v1, http://127.0.0.1:8000/v1 */
  baseUrl: string;
  /** Bearer token; optional for local servers. */
  apiKey?: string | null;
  /** e.g. whisper-1, whisper-large-v3, Systran/faster-whisper-small */
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after a 429, a 5xx, a timeout or a network failure. */
  maxRetries: number;
  /** First back-off delay; doubles each retry (tests shorten it). */
  retryBaseMs?: number;
}

const MAX_BACKOFF_MS = 30_000;

const STATUS_MESSAGES: Record<number, string> = {
  401: 'The transcription service rejected the API key.',
  403: 'The transcription service refused access with this API key.',
  404: 'The transcription service or model was not found; check the base URL and model name.',
  413: 'The transcription service refused the audio file as too large.',
};

type Attempt =
  | { ok: true; result: TranscriptionResult }
  | { ok: false; retryAfterSec: number | null; error: TranscriptionError; status?: number };

type ResponseFormat = 'verbose_json' | 'json';

/**
 * Any OpenAI-compatible /audio/transcriptions service (OpenAI, Groq, faster-whisper or whisper.cpp servers,
 * vLLM, LocalAI). Uploads the original file; asks for verbose_json to get segments and accepts plain {text}.
 * Never logs or echoes the key, the audio or the transcript.
 */
export class OpenAiTranscriptionEngine implements TranscriptionEngine {
  readonly id = 'openai';
  private readonly endpoint: string;

  constructor(private readonly opts: OpenAiEngineOptions) {
    if (!opts.model.trim()) throw new TranscriptionConfigError('TRANSCRIBE_MODEL is required for the openai engine');
    if (!(opts.timeoutMs > 0)) throw new TranscriptionConfigError('TRANSCRIBE_TIMEOUT_MS must be a positive number');
    if (!(Number.isInteger(opts.maxRetries) && opts.maxRetries >= 0)) {
      throw new TranscriptionConfigError('The transcription retry count must be a whole number ≥ 0');
    }
    this.endpoint = `${checkBaseUrl(opts.baseUrl)}/audio/transcriptions`;
  }

  async transcribe(input: TranscriptionInput): Promise<TranscriptionResult> {
    const file = await openAsBlob(input.audioPath, { type: input.mimeType });
    let last: TranscriptionError | null = null;
    let format: ResponseFormat = 'verbose_json';
    for (let attempt = 0; attempt <= this.opts.maxRetries; attempt++) {
      input.signal.throwIfAborted();
      let outcome = await this.attempt(file, input, format);
      if (!outcome.ok && outcome.status === 400 && format === 'verbose_json') {
        // Some models (e.g. gpt-4o-transcribe) only answer plain json: ask again without timestamps.
        format = 'json';
        outcome = await this.attempt(file, input, format);
      }
      if (outcome.ok) return outcome.result;
      last = outcome.error;
      if (outcome.error.kind !== 'unavailable' || attempt === this.opts.maxRetries) break;
      const backoff = (this.opts.retryBaseMs ?? 1000) * 2 ** attempt;
      const wait = outcome.retryAfterSec !== null ? outcome.retryAfterSec * 1000 : backoff * (0.75 + Math.random() / 2);
      await sleepUnlessAborted(Math.min(wait, MAX_BACKOFF_MS), input.signal);
    }
    throw last ?? new TranscriptionError('failed', 'The transcription service failed.');
  }

  private async attempt(file: Blob, input: TranscriptionInput, format: ResponseFormat): Promise<Attempt> {
    const form = new FormData();
    form.append('file', file, `audio.${extensionFor(input.mimeType)}`);
    form.append('model', this.opts.model);
    form.append('response_format', format);
    if (format === 'verbose_json') form.append('timestamp_granularities[]', 'segment');
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    const signal = AbortSignal.any([input.signal, timeout]);
    const headers = new Headers({ accept: 'application/json' });
    if (this.opts.apiKey) headers.set('authorization', `Bearer ${this.opts.apiKey}`);
    let response: Response;
    let body: string;
    try {
      response = await fetch(this.endpoint, { method: 'POST', body: form, headers, signal });
      body = await response.text();
    } catch (err) {
      if (input.signal.aborted) throw abortReason(input.signal);
      const timedOut = timeout.aborted;
      const message = timedOut
        ? `The transcription service did not answer within ${Number((this.opts.timeoutMs / 1000).toFixed(1))} seconds.`
        : 'Could not reach the transcription service.';
      return { ok: false, retryAfterSec: null, error: new TranscriptionError('unavailable', message, { cause: err }) };
    }
    if (response.ok) {
      const parsed = parseTranscriptionBody(body);
      if (!parsed) {
        const cause = new Error(`Unparseable ${response.headers.get('content-type') ?? 'untyped'} body`);
        return {
          ok: false,
          retryAfterSec: null,
          error: new TranscriptionError('failed', 'The transcription service sent a response that could not be read.', {
            cause,
          }),
        };
      }
      return { ok: true, result: { ...parsed, engine: `openai/${this.opts.model}` } };
    }
    const retryAfterSec = parseRetryAfter(response.headers.get('retry-after'));
    return { ok: false, retryAfterSec, error: errorForStatus(response.status), status: response.status };
  }
}

function errorForStatus(status: number): TranscriptionError {
  const cause = new Error(`HTTP ${status}`);
  if (status === 429) {
    return new TranscriptionError(
      'unavailable',
      'The transcription service is rate-limiting requests; try again shortly.',
      { cause },
    );
  }
  if (status >= 500)
    return new TranscriptionError('unavailable', `The transcription service is unavailable (HTTP ${status}).`, {
      cause,
    });
  const message = STATUS_MESSAGES[status] ?? `The transcription service could not process this audio (HTTP ${status}).`;
  return new TranscriptionError('rejected', message, { cause });
}

function extensionFor(mime: string): string {
  const map: Readonly<Record<string, string>> = lookupTable({
    'audio/webm': 'webm',
    'video/webm': 'webm',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
    'video/mp4': 'mp4',
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/ogg': 'ogg',
  });
  return map[mime.split(';')[0]!.trim()] ?? 'bin';
}
