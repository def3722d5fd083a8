import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseRetryAfter } from '../external-service';
import { checkBaseUrl, parseTranscriptionBody } from './openai.protocol';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.8.9.10', 'localhost', 'LOCALHOST', 'api.localhost', '::1', '[::1]'])(
    '%s is loopback',
    (h) => {
      expect(isLoopbackHost(h)).toBe(true);
    },
  );
  it.each(['10.0.0.1', '192.168.1.2', '128.0.0.1', 'example.com', '127.0.0.1.example.com', '::2', '0.0.0.0'])(
    '%s is not',
    (h) => {
      expect(isLoopbackHost(h)).toBe(false);
    },
  );
});

describe('checkBaseUrl', () => {
  it('normalises a trailing slash and accepts https anywhere', () => {
    expect(checkBaseUrl('https://api.groq.com/openai/v1/')).toBe('https://api.groq.com/openai/v1');
    expect(checkBaseUrl('http://127.0.0.1:9000/v1')).toBe('http://127.0.0.1:9000/v1');
  });
  it('refuses http to other hosts, other schemes, credentials and garbage', () => {
    expect(() => checkBaseUrl('http://10.1.1.1/v1')).toThrow(/https/);
    expect(() => checkBaseUrl('ftp://127.0.0.1/v1')).toThrow(/http/);
    expect(() => checkBaseUrl('https://user:pw@api.openai.com/v1')).toThrow(/credentials/);
    expect(() => checkBaseUrl('not a url')).toThrow(/valid URL/);
  });
});

describe('parseTranscriptionBody', () => {
  it('reads segments, drops empty ones and clamps negative times', () => {
    const body = JSON.stringify({
      text: 'a b',
      segments: [
        { start: -0.1, end: 1, text: ' a ' },
        { start: 1, end: 2, text: ' ' },
      ],
    });
    expect(parseTranscriptionBody(body)).toEqual({ text: 'a b', segments: [{ start: 0, end: 1, text: 'a' }] });
  });
  it('returns null for non-JSON or JSON without text', () => {
    expect(parseTranscriptionBody('<html>')).toBeNull();
    expect(parseTranscriptionBody('{"transcript":"x"}')).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 5_000)).toBe(5);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
