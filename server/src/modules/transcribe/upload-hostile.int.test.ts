import { NO_SPEECH } from '@common/schemas/recording-session.schema';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_TOO_LARGE_UPLOAD, INVALID_FILE_TYPE } from '@common/limits';
import { audioUploads } from '../../db/schema';
import { buildMultipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

const run = promisify(execFile);
let t: TestApp;
let token: string;
let work: string;
let baseUrl: string;

const entries = () => readdirSync(t.config.audioDir);
const rowCount = async () => (await t.database.db.select().from(audioUploads)).length;

function post(payload: Buffer | string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transcribe',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signUp('medical_assistant')).token;
  work = mkdtempSync(path.join(os.tmpdir(), 'cs-hostile-upload-'));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => t?.close());

describe('hostile uploads get a clear 4xx and leave nothing half-stored', () => {
  it('rejects malformed multipart bodies', async () => {
    const before = { files: entries().length, rows: await rowCount() };
    const { payload, headers } = buildMultipart(
      {},
      { field: 'audio', filename: 'a.wav', contentType: 'audio/wav', data: Buffer.alloc(5000, 7) },
    );
    const cases: Array<[Buffer | string, Record<string, string>]> = [
      [payload.subarray(0, payload.length - 60), headers],
      [payload, { 'content-type': 'multipart/form-data; boundary=somethingelse' }],
      [payload, { 'content-type': 'multipart/form-data' }],
      ['not multipart at all', { 'content-type': 'text/plain' }],
      [
        '--x\r\nContent-Disposition: garbage\r\n\r\nabc\r\n--x--\r\n',
        { 'content-type': 'multipart/form-data; boundary=x' },
      ],
    ];
    for (const [body, head] of cases) {
      const res = await post(body, head);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    expect(entries()).toHaveLength(before.files);
    expect(await rowCount()).toBe(before.rows);
  });

  it('rejects wrong field names, two files and unknown form fields', async () => {
    const data = Buffer.alloc(1000, 1);
    const wrong = buildMultipart({}, { field: 'file', filename: 'a.wav', contentType: 'audio/wav', data });
    expect((await post(wrong.payload, wrong.headers)).json().message).toMatch(/"audio"/);
    const extra = buildMultipart(
      { visitId: '1', evil: 'x' },
      { field: 'audio', filename: 'a.wav', contentType: 'audio/wav', data },
    );
    expect((await post(extra.payload, extra.headers)).statusCode).toBe(400);
    const boundary = 'twofiles';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n${'x'.repeat(100)}\r\n`;
    const two = await post(`${part('audio')}${part('audio')}--${boundary}--\r\n`, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(two.statusCode).toBe(400);
    expect(entries().filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers 415 for bytes that only claim to be audio', async () => {
    for (const data of [
      Buffer.from('just text named .wav '.repeat(50)),
      Buffer.from('%PDF-1.7\n'.repeat(100)),
      Buffer.alloc(4096, 0),
    ]) {
      const { payload, headers } = buildMultipart(
        {},
        { field: 'audio', filename: 'visit.wav', contentType: 'audio/wav', data },
      );
      const res = await post(payload, headers);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(INVALID_FILE_TYPE);
    }
    // A real WAV signature over garbage passes the type check, fails decoding: 422, kept for the record.
    const spoof = Buffer.concat([
      Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
      Buffer.from('garbage'.repeat(300)),
    ]);
    const { payload, headers } = buildMultipart(
      {},
      { field: 'audio', filename: 'visit.wav', contentType: 'audio/wav', data: spoof },
    );
    const res = await post(payload, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().audioId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes an hour of silence without hanging, stores it and answers no speech', async () => {
    const silence = path.join(work, 'silence.webm');
    await run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '3600',
      '-c:a',
      'libopus',
      '-b:a',
      '6k',
      '-f',
      'webm',
      silence,
    ]);
    const { payload, headers } = buildMultipart(
      {},
      { field: 'audio', filename: 'silence.webm', contentType: 'audio/webm', data: readFileSync(silence) },
    );
    const res = await post(payload, headers);
    // No speech in it: the clear 422, and the audio is kept (24 h) for support.
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.message).toBe(NO_SPEECH);
    expect(entries()).toContain(`${body.audioId}.webm`);
  }, 600_000);

  it('stops an over-limit upload sent slowly, without reading it all', async () => {
    const before = entries().length;
    const status = await new Promise<{ status: number; body: string; sentMb: number }>((resolve, reject) => {
      const boundary = 'slowupload';
      const req = http.request(`${baseUrl}/api/transcribe`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      });
      let sent = 0;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentMb: sent / 1024 / 1024 }));
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      );
      const chunk = Buffer.alloc(1024 * 1024, 3);
      const pump = () => {
        if (answered || sent > 40 * 1024 * 1024) return req.end();
        sent += chunk.length;
        req.write(chunk);
        setTimeout(pump, 20);
      };
      pump();
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body).message).toBe(AUDIO_TOO_LARGE_UPLOAD);
    expect(status.sentMb).toBeLessThan(40);
    expect(entries()).toHaveLength(before);
  }, 120_000);
});
