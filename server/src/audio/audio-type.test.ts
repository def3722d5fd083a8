import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectAudioType, detectAudioTypeOfBuffer } from './audio-type';
import { FORMATS, makePng, makeSpokenFixtures, type Format } from './audio-fixtures.test-helper';

let dir: string;
let files: Record<Format, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audio-type-'));
  files = await makeSpokenFixtures(dir);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('detectAudioType', () => {
  const expected: Record<Format, { mime: string; ext: string }> = {
    wav: { mime: 'audio/wav', ext: 'wav' },
    webm: { mime: 'audio/webm', ext: 'webm' },
    mp3: { mime: 'audio/mpeg', ext: 'mp3' },
    m4a: { mime: 'audio/mp4', ext: 'm4a' },
    ogg: { mime: 'audio/ogg', ext: 'ogg' },
  };

  it.each(FORMATS)('accepts %s judged by its bytes', async (format) => {
    expect(await detectAudioType(files[format])).toEqual(expected[format]);
  });

  it('ignores the file name: webm bytes named .mp3 are webm', async () => {
    const renamed = join(dir, 'really-webm.mp3');
    await writeFile(renamed, await readFile(files.webm));
    expect(await detectAudioType(renamed)).toEqual(expected.webm);
  });

  it('rejects a PNG named .mp3', async () => {
    const png = join(dir, 'picture.mp3');
    await makePng(png);
    expect(await detectAudioType(png)).toBeNull();
  });

  it('rejects an empty file and random bytes', async () => {
    const empty = join(dir, 'empty.webm');
    await writeFile(empty, Buffer.alloc(0));
    const noise = join(dir, 'noise.ogg');
    await writeFile(noise, randomBytes(4096));
    expect(await detectAudioType(empty)).toBeNull();
    expect(await detectAudioType(noise)).toBeNull();
  });

  it('works on buffers too', async () => {
    expect(await detectAudioTypeOfBuffer(await readFile(files.mp3))).toEqual(expected.mp3);
    expect(await detectAudioTypeOfBuffer(new Uint8Array(0))).toBeNull();
  });
});
