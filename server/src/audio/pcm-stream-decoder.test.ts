import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { AudioDecodeError } from './audio.errors';
import { SYSTEM_FFMPEG } from './ffmpeg';
import { PcmStreamDecoder } from './pcm-stream-decoder';

const run = promisify(execFile);
let webm: Buffer;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cs-pcm-stream-'));
  const file = path.join(dir, 'tone.webm');
  await run('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=300:d=7'],
    ...['-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', file],
  ]);
  webm = readFileSync(file);
});

/** Decodes `bytes` sent in pieces of `size`; returns every sample. */
async function decodeInPieces(bytes: Buffer, size: number): Promise<Int16Array> {
  const parts: Int16Array[] = [];
  const decoder = new PcmStreamDecoder(SYSTEM_FFMPEG, async (samples) => {
    parts.push(samples);
  });
  for (let at = 0; at < bytes.length; at += size) await decoder.write(bytes.subarray(at, at + size));
  await decoder.end();
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('PcmStreamDecoder', () => {
  it('decodes WebM/Opus to 16 kHz samples, the same however the bytes are split', async () => {
    const whole = await decodeInPieces(webm, webm.length);
    expect(whole.length / 16_000).toBeCloseTo(7, 1);
    expect(Math.max(...whole.subarray(16_000, 17_000))).toBeGreaterThan(1000);
    const split = await decodeInPieces(webm, 997);
    expect(split.length).toBe(whole.length);
    expect(Buffer.from(split.buffer).equals(Buffer.from(whole.buffer))).toBe(true);
  });

  it('fails with AudioDecodeError on bytes that are not audio', async () => {
    await expect(decodeInPieces(Buffer.from('this is not audio at all, just text'.repeat(100)), 1000)).rejects.toThrow(
      AudioDecodeError,
    );
  });
});
