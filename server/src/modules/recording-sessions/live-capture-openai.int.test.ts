import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import {
  sendJson,
  startTranscriptionServer,
  type ReceivedRequest,
} from '../../engines/transcription/openai-test-server.test-helper';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeSpeechWebm, splitIntoPieces } from './live-fixtures.test-helper';

/** Live capture with the OpenAI-compatible engine: each utterance is one request to the service, as a WAV. */
let t: TestApp;
let service: Awaited<ReturnType<typeof startTranscriptionServer>>;
let pieces: Buffer[];

beforeAll(async () => {
  service = await startTranscriptionServer((req: ReceivedRequest, res, index) => {
    sendJson(res, 200, {
      text: `utterance ${index + 1}`,
      segments: [{ start: 0.1, end: 0.9, text: `utterance ${index + 1}` }],
    });
  });
  t = await createTestApp({
    TRANSCRIBE_ENGINE: 'openai',
    TRANSCRIBE_BASE_URL: service.baseUrl,
    TRANSCRIBE_MODEL: 'whisper-1',
  });
  pieces = await splitIntoPieces(await makeSpeechWebm(mkdtempSync(path.join(os.tmpdir(), 'cs-live-openai-'))), 3);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('live capture with the OpenAI-compatible engine', () => {
  it('sends each utterance as a WAV and composes the transcript in audio order with absolute times', async () => {
    const { token } = await t.signUp('doctor');
    const created = await t.call('POST', '/api/recording-sessions', { token, body: { mimeType: 'audio/webm' } });
    const { id } = created.json<{ id: string }>();
    for (const [seq, piece] of pieces.entries()) {
      const res = await t.call('PUT', `/api/recording-sessions/${id}/chunks/${seq}`, {
        token,
        body: piece,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.call('POST', `/api/recording-sessions/${id}/finish`, {
      token,
      body: { chunks: pieces.length },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TranscriptionResponse>();
    // Two sentences two seconds apart: two utterances, two requests.
    expect(service.requests).toHaveLength(2);
    for (const request of service.requests) {
      const file = request.form.get('file') as File;
      expect(file.type).toBe('audio/wav');
    }
    expect(body.transcription).toMatch(/^utterance \d utterance \d$/);
    expect(body.segments).toHaveLength(2);
    expect(body.segments[1]!.start).toBeGreaterThan(3);
    expect(body.transcriptionEngine).toContain('openai');
  });
});
