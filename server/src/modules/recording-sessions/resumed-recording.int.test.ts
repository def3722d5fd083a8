import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingSessionDto } from '@common/schemas/recording-session.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeSpeechWebm, splitIntoPieces } from './live-fixtures.test-helper';

let t: TestApp;
let assistant: { token: string };
let before: Buffer[];
let after: Buffer[];

/** Seconds of audio ffmpeg decodes from a file. */
function decodedSeconds(file: string): number {
  const pcm = execFileSync('ffmpeg', [
    '-loglevel',
    'quiet',
    '-i',
    file,
    '-f',
    's16le',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-',
  ]);
  return pcm.length / 32_000;
}

beforeAll(async () => {
  t = await createTestApp();
  const dirA = mkdtempSync(path.join(os.tmpdir(), 'cs-resume-a-'));
  const dirB = mkdtempSync(path.join(os.tmpdir(), 'cs-resume-b-'));
  // The page reloads mid-recording: the piece being recorded is lost, the rest of the first recorder's stream is
  // kept, and the resumed recorder sends a stream of its own (a new WebM header) under the next piece numbers.
  const first = await splitIntoPieces(
    await makeSpeechWebm(dirA, 'I have had a fever and a bad cough for three days. [[_::_]] It hurts when I swallow.'),
    4,
  );
  before = first.slice(0, 3);
  after = await splitIntoPieces(
    await makeSpeechWebm(dirB, 'We will start doxycycline today. [[_::_]] Check your blood sugar next week.'),
    3,
  );
  assistant = await t.signUp('medical_assistant');
}, 300_000);
afterAll(async () => t?.close());

describe('a recording resumed after a reload', () => {
  it('keeps both recorders’ audio: in the live transcript, the note and the stored file', async () => {
    const res = await t.call('POST', '/api/recording-sessions', {
      token: assistant.token,
      body: { mimeType: 'audio/webm;codecs=opus' },
    });
    const session = res.json<RecordingSessionDto>();
    for (const [seq, piece] of [...before, ...after].entries()) {
      const put = await t.call('PUT', `/api/recording-sessions/${session.id}/chunks/${seq}`, {
        token: assistant.token,
        body: piece,
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(put.statusCode).toBe(200);
    }
    const done = await t.call('POST', `/api/recording-sessions/${session.id}/finish`, {
      token: assistant.token,
      body: { chunks: before.length + after.length },
    });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<TranscriptionResponse>();
    const text = body.transcription.toLowerCase();
    expect(text).toMatch(/fever|cough/);
    expect(text).toContain('doxycycline');

    // The stored audio plays both parts: its length matches what the live pipeline decoded.
    const stored = readdirSync(t.config.audioDir).filter((name) => name.startsWith(session.id));
    expect(stored).toHaveLength(1);
    const seconds = decodedSeconds(path.join(t.config.audioDir, stored[0]!));
    expect(seconds).toBeGreaterThan(8);
    expect(Math.abs(seconds - body.duration)).toBeLessThan(1);
  });
});
