import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiTranscriptionEngine, type OpenAiEngineOptions } from './openai.engine';
import { sendJson, startTranscriptionServer, type Handler } from './openai-test-server.test-helper';
import { TranscriptionConfigError, TranscriptionError } from './transcription.errors';
import type { TranscriptionInput } from './transcription.engine';

const API_KEY = 'sk-test-secret-key-123';
const AUDIO = Buffer.from('OggS fake but opaque audio bytes');
let dir: string;
let input: TranscriptionInput;
let server: Awaited<ReturnType<typeof startTranscriptionServer>> | null = null;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openai-'));
  await writeFile(join(dir, 'visit.ogg'), AUDIO);
  input = {
    audioPath: join(dir, 'visit.ogg'),
    mimeType: 'audio/ogg',
    pcmPath: join(dir, 'unused.wav'),
    durationSec: 4,
    signal: new AbortController().signal,
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await server?.close();
  server = null;
});

async function engineFor(
  handler: Handler,
  opts: Partial<OpenAiEngineOptions> = {},
): Promise<OpenAiTranscriptionEngine> {
  server = await startTranscriptionServer(handler);
  return new OpenAiTranscriptionEngine({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    model: 'whisper-1',
    timeoutMs: 5000,
    maxRetries: 2,
    retryBaseMs: 10,
    ...opts,
  });
}

const VERBOSE = {
  text: 'I have had a cough for three days.',
  segments: [
    { id: 0, start: 0, end: 1.8, text: ' I have had a cough' },
    { id: 1, start: 1.8, end: 3.2, text: ' for three days.' },
  ],
};

describe('OpenAiTranscriptionEngine', () => {
  it('uploads the original file as multipart and returns text and segments', async () => {
    const engine = await engineFor((_req, res) => sendJson(res, 200, VERBOSE));
    const result = await engine.transcribe(input);
    expect(result).toEqual({
      text: 'I have had a cough for three days.',
      segments: [
        { start: 0, end: 1.8, text: 'I have had a cough' },
        { start: 1.8, end: 3.2, text: 'for three days.' },
      ],
      engine: 'openai/whisper-1',
    });
    const req = server!.requests[0]!;
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req.form.get('model')).toBe('whisper-1');
    expect(req.form.get('response_format')).toBe('verbose_json');
    expect(req.form.getAll('timestamp_granularities[]')).toEqual(['segment']);
    const file = req.form.get('file') as File;
    expect(file.name).toBe('audio.ogg');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(AUDIO);
  });

  it('accepts services that answer only {text}, and sends no key when none is set', async () => {
    const engine = await engineFor((_req, res) => sendJson(res, 200, { text: ' Hello doctor. ' }), { apiKey: null });
    expect(await engine.transcribe(input)).toEqual({ text: 'Hello doctor.', segments: [], engine: 'openai/whisper-1' });
    expect(server!.requests[0]!.authorization).toBeUndefined();
  });

  it('asks again for plain json when the model refuses verbose_json', async () => {
    const engine = await engineFor((req, res) =>
      req.form.get('response_format') === 'verbose_json'
        ? sendJson(res, 400, { error: { message: 'response_format verbose_json is not supported' } })
        : sendJson(res, 200, { text: 'Plain.' }),
    );
    expect((await engine.transcribe(input)).text).toBe('Plain.');
    expect(server!.requests.map((r) => r.form.get('response_format'))).toEqual(['verbose_json', 'json']);
  });

  it('says the key was rejected on 401, without retrying or echoing the key', async () => {
    const engine = await engineFor((_req, res) =>
      sendJson(res, 401, { error: { message: `Incorrect API key ${API_KEY}` } }),
    );
    const err = await engine.transcribe(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TranscriptionError);
    expect(err).toMatchObject({ kind: 'rejected', message: 'The transcription service rejected the API key.' });
    expect(JSON.stringify(err) + String(err)).not.toContain(API_KEY);
    expect(server!.requests).toHaveLength(1);
  });

  it('retries after 429 honouring Retry-After, then succeeds', async () => {
    const engine = await engineFor((_req, res, i) =>
      i === 0
        ? sendJson(res, 429, { error: { message: 'slow down' } }, { 'retry-after': '0' })
        : sendJson(res, 200, VERBOSE),
    );
    expect((await engine.transcribe(input)).text).toBe(VERBOSE.text);
    expect(server!.requests).toHaveLength(2);
  });

  it('gives up after maxRetries on 5xx with an "unavailable" error', async () => {
    const engine = await engineFor((_req, res) => sendJson(res, 503, { error: 'down' }), { maxRetries: 2 });
    await expect(engine.transcribe(input)).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'The transcription service is unavailable (HTTP 503).',
    });
    expect(server!.requests).toHaveLength(3);
  });

  it('does not retry other 4xx', async () => {
    const engine = await engineFor((_req, res) => sendJson(res, 413, { error: 'too big' }));
    await expect(engine.transcribe(input)).rejects.toMatchObject({ kind: 'rejected' });
    expect(server!.requests).toHaveLength(1);
  });

  it('times out an attempt that never answers', async () => {
    const engine = await engineFor(() => undefined, { timeoutMs: 200, maxRetries: 1 });
    await expect(engine.transcribe(input)).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'The transcription service did not answer within 0.2 seconds.',
    });
    expect(server!.requests).toHaveLength(2);
  });

  it('reports malformed JSON as an unreadable response', async () => {
    const engine = await engineFor((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"text": "unterminated'),
    );
    await expect(engine.transcribe(input)).rejects.toMatchObject({
      kind: 'failed',
      message: 'The transcription service sent a response that could not be read.',
    });
  });

  it('stops when the job is aborted', async () => {
    const controller = new AbortController();
    const engine = await engineFor(() => setTimeout(() => controller.abort(), 20));
    await expect(engine.transcribe({ ...input, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refuses plain http:// to a host that is not this machine', () => {
    const opts = { apiKey: API_KEY, model: 'whisper-1', timeoutMs: 1000, maxRetries: 0 };
    expect(() => new OpenAiTranscriptionEngine({ ...opts, baseUrl: 'http://transcribe.example.com/v1' })).toThrow(
      TranscriptionConfigError,
    );
    expect(() => new OpenAiTranscriptionEngine({ ...opts, baseUrl: 'http://192.168.1.20:8000/v1' })).toThrow(/https/);
    expect(() => new OpenAiTranscriptionEngine({ ...opts, baseUrl: 'https://api.openai.com/v1' })).not.toThrow();
    expect(() => new OpenAiTranscriptionEngine({ ...opts, baseUrl: 'http://localhost:8000/v1' })).not.toThrow();
    expect(() => new OpenAiTranscriptionEngine({ ...opts, baseUrl: 'http://[::1]:8000/v1' })).not.toThrow();
    expect(() => new OpenAiTranscriptionEngine({ ...opts, baseUrl: 'https://api.openai.com/v1', model: ' ' })).toThrow(
      /TRANSCRIBE_MODEL/,
    );
  });
});
