import { describe, expect, it } from 'vitest';
import { NOTE_STYLE_OPTIONS } from '../engines/note/builtin/writing/gp-style/note-style';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionTtlHours).toBe(12);
    expect(config.transcription.engine).toBe('pocketsphinx');
    expect(config.note.engine).toBe('builtin');
    expect(config.note.style).toBe('auto');
    expect(config.http).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 });
  });

  it('refuses a header timeout longer than the whole-request timeout', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });

  it('serves the API reference outside production, or when API_DOCS says so', () => {
    expect(loadConfig({}).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(ConfigError);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_TTL_HOURS: '-1', TRANSCRIBE_ENGINE: 'magic' });
      expect.unreachable('bad config must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('SESSION_TTL_HOURS');
      expect(problems).toContain('TRANSCRIBE_ENGINE');
    }
  });

  it('requires a base URL for external engines and pairs TLS files', () => {
    expect(() => loadConfig({ TRANSCRIBE_ENGINE: 'openai' })).toThrow(/TRANSCRIBE_BASE_URL/);
    expect(() => loadConfig({ NOTE_ENGINE: 'llm', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ TLS_CERT_FILE: '/x.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });

  it('takes the note styles the builtin engine writes, and refuses others', () => {
    for (const style of NOTE_STYLE_OPTIONS) expect(loadConfig({ NOTE_STYLE: style }).note.style).toBe(style);
    expect(() => loadConfig({ NOTE_STYLE: 'uk' })).toThrow(/NOTE_STYLE must be auto, soap or gp/);
  });

  it('parses origins and database URLs', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
  });
});
