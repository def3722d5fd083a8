import { describe, expect, it } from 'vitest';
import { chatCompletionsUrl, resolveLlmOptions } from './llm-note.options';

describe('chatCompletionsUrl', () => {
  it('appends /chat/completions, keeping a query string and accepting the full endpoint', () => {
    expect(chatCompletionsUrl('https://api.openai.com/v1').href).toBe('https://api.openai.com/v1/chat/completions');
    expect(chatCompletionsUrl('http://127.0.0.1:11434/v1/').href).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(
      chatCompletionsUrl('https://res.openai.azure.com/openai/deployments/gpt4o?api-version=2024-10-21').href,
    ).toBe('https://res.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-10-21');
    expect(chatCompletionsUrl('http://localhost:8000/v1/chat/completions').href).toBe(
      'http://localhost:8000/v1/chat/completions',
    );
  });

  it('refuses other schemes and plain http to other hosts', () => {
    expect(() => chatCompletionsUrl('ftp://llm.example/v1')).toThrow(/must be an http\(s\) URL/);
    expect(() => chatCompletionsUrl('http://192.168.1.20:11434/v1')).toThrow(/plain http:\/\/ to 192\.168\.1\.20/);
    expect(() => chatCompletionsUrl('')).toThrow(/LLM_BASE_URL is required/);
  });
});

describe('resolveLlmOptions', () => {
  it('applies defaults and checks the timeout and prompt version', () => {
    const resolved = resolveLlmOptions({ baseUrl: 'https://api.openai.com/v1', model: ' gpt-4o-mini ', apiKey: '  ' });
    expect(resolved).toMatchObject({ model: 'gpt-4o-mini', apiKey: null, timeoutMs: 60_000 });
    expect(resolved.prompt.version).toBe('soap-note.v1');
    expect(() => resolveLlmOptions({ baseUrl: 'https://x.example/v1', model: 'm', timeoutMs: 0 })).toThrow(
      /LLM_TIMEOUT_MS/,
    );
    expect(() =>
      resolveLlmOptions({ baseUrl: 'https://x.example/v1', model: 'm', promptVersion: 'soap-note.v0' }),
    ).toThrow(/Unknown note prompt version/);
  });
});
