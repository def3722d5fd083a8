import { describe, expect, it } from 'vitest';
import { authHeaders } from './chat-completions.client';
import {
  parseModelJson,
  readCompletionContent,
  reasonForStatus,
  unsupportedFeature,
} from './chat-completions.protocol';
import { LlmNoteFailure } from './llm-note.errors';

function body(message: Record<string, unknown>, finish = 'stop'): string {
  return JSON.stringify({ choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', ...message } }] });
}

function failureOf(run: () => unknown): LlmNoteFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof LlmNoteFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('readCompletionContent', () => {
  it('reads string content and content parts', () => {
    expect(readCompletionContent(body({ content: '{"a":1}' }))).toBe('{"a":1}');
    expect(
      readCompletionContent(
        body({
          content: [
            { type: 'text', text: '{"a"' },
            { type: 'text', text: ':1}' },
          ],
        }),
      ),
    ).toBe('{"a":1}');
  });

  it('names refusals, truncation, filters, empty answers and non-completions', () => {
    expect(
      failureOf(() => readCompletionContent(body({ content: null, refusal: 'I cannot help with that.' }))).kind,
    ).toBe('refused');
    expect(failureOf(() => readCompletionContent(body({ content: '{"statements":[' }, 'length'))).kind).toBe(
      'truncated',
    );
    expect(failureOf(() => readCompletionContent(body({ content: '' }, 'content_filter'))).kind).toBe('refused');
    expect(failureOf(() => readCompletionContent(body({ content: '   ' }))).kind).toBe('empty');
    expect(failureOf(() => readCompletionContent('{"object":"error"}')).kind).toBe('malformed');
    expect(failureOf(() => readCompletionContent('<html>')).kind).toBe('malformed');
  });
});

describe('parseModelJson', () => {
  it('accepts bare JSON, a fenced block, a reasoning preamble and stray text around one object', () => {
    expect(parseModelJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseModelJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseModelJson('<think>hmm {not json}</think>{"a":1}')).toEqual({ a: 1 });
    expect(parseModelJson('Here is the note:\n{"a":1}\nThanks')).toEqual({ a: 1 });
  });

  it('fails on broken or missing JSON', () => {
    expect(failureOf(() => parseModelJson('{"a":')).kind).toBe('malformed');
    expect(failureOf(() => parseModelJson('no json here')).kind).toBe('malformed');
  });
});

describe('unsupportedFeature', () => {
  it('recognises a rejected response_format or temperature, only on 400/422', () => {
    const error = (message: string) => JSON.stringify({ error: { message } });
    expect(
      unsupportedFeature(
        400,
        error("Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."),
      ),
    ).toBe('response_format');
    expect(unsupportedFeature(400, error('json_schema not supported'))).toBe('response_format');
    expect(unsupportedFeature(422, 'grammar-based sampling is disabled')).toBe('response_format');
    expect(unsupportedFeature(400, error("Unsupported value: 'temperature' does not support 0 with this model."))).toBe(
      'temperature',
    );
    expect(unsupportedFeature(400, error('model "llama9" not found'))).toBeNull();
    expect(unsupportedFeature(500, error('response_format broke'))).toBeNull();
  });
});

describe('reasonForStatus', () => {
  it('gives fixed, user-safe wording', () => {
    expect(reasonForStatus(401)).toMatch(/API key/);
    expect(reasonForStatus(404)).toMatch(/LLM_BASE_URL and LLM_MODEL/);
    expect(reasonForStatus(502)).toBe('The note service is unavailable (HTTP 502).');
    expect(reasonForStatus(418)).toBe('The note service could not process the request (HTTP 418).');
  });
});

describe('authHeaders', () => {
  it('sends the key as a Bearer token, or as api-key to Azure OpenAI, and nothing without a key', () => {
    expect(authHeaders(new URL('https://api.openai.com/v1/chat/completions'), 'k')).toEqual({
      authorization: 'Bearer k',
    });
    expect(authHeaders(new URL('https://clinic.openai.azure.com/openai/v1/chat/completions'), 'k')).toEqual({
      'api-key': 'k',
    });
    expect(authHeaders(new URL('http://127.0.0.1:11434/v1/chat/completions'), null)).toEqual({});
  });
});
