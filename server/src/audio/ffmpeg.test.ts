import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioDecodeError, AudioToolError } from './audio.errors';
import { bundledFfmpegPath, decodeToPcmWav, resolveFfmpegPath, SYSTEM_FFMPEG } from './ffmpeg';
import { FORMATS, makeSpokenFixtures, type Format } from './audio-fixtures.test-helper';
import { readWavInfo } from './wav';

let dir: string;
let files: Record<Format, string>;
let ffmpeg: string;
let sourceSec: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ffmpeg-'));
  files = await makeSpokenFixtures(dir);
  ffmpeg = await resolveFfmpegPath();
  const info = await readWavInfo(join(dir, 'source.wav'));
  sourceSec = info.dataBytes / info.bytesPerSecond;
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('resolveFfmpegPath', () => {
  it('prefers Debian ffmpeg, and honours a configured path', async () => {
    expect(await resolveFfmpegPath()).toBe(SYSTEM_FFMPEG);
    expect(await resolveFfmpegPath(SYSTEM_FFMPEG)).toBe(SYSTEM_FFMPEG);
  });

  it('refuses a configured path that is not an executable', async () => {
    await expect(resolveFfmpegPath(join(dir, 'no-such-ffmpeg'))).rejects.toBeInstanceOf(AudioToolError);
  });

  it('finds the binary of @ffmpeg-installer/ffmpeg as the fallback', async () => {
    const bundled = bundledFfmpegPath();
    expect(bundled).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(await resolveFfmpegPath(bundled)).toBe(bundled);
  });
});

describe('decodeToPcmWav', () => {
  it.each(FORMATS)('decodes %s to 16 kHz mono 16-bit PCM with its duration', async (format) => {
    const out = join(dir, `${format}.pcm.wav`);
    const { durationSec } = await decodeToPcmWav(ffmpeg, files[format], out);
    const info = await readWavInfo(out);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(durationSec).toBeCloseTo(info.dataBytes / 32_000, 6);
    // Lossy encoders pad a few frames; the length must still match the spoken source.
    expect(Math.abs(durationSec - sourceSec)).toBeLessThan(0.15);
  });

  it('raises AudioDecodeError for an empty file', async () => {
    const empty = join(dir, 'empty.webm');
    await writeFile(empty, Buffer.alloc(0));
    await expect(decodeToPcmWav(ffmpeg, empty, join(dir, 'e.wav'))).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('raises AudioDecodeError for a webm truncated to its header', async () => {
    const truncated = join(dir, 'truncated.webm');
    await writeFile(truncated, (await readFile(files.webm)).subarray(0, 200));
    const err = await decodeToPcmWav(ffmpeg, truncated, join(dir, 't.wav')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AudioDecodeError);
    expect((err as Error).message).not.toContain(dir);
  });

  it('raises AudioDecodeError for random bytes', async () => {
    const noise = join(dir, 'noise.mp3');
    await writeFile(noise, randomBytes(8192));
    await expect(decodeToPcmWav(ffmpeg, noise, join(dir, 'n.wav'))).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('treats odd file names as files, not options or protocols', async () => {
    const odd = join(dir, '-i concat:x|y.webm');
    await writeFile(odd, await readFile(files.webm));
    const decoded = await decodeToPcmWav(ffmpeg, odd, join(dir, 'odd.wav'));
    expect(decoded.durationSec).toBeTypeOf('number');
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(decodeToPcmWav(ffmpeg, files.wav, join(dir, 'a.wav'), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
