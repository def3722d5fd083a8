import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containerStart, joinContainers, splitAtContainers } from './container-streams';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cs-containers-'));

/** A live WebM/Opus stream of `seconds` of tone, as a recorder writes it (sizes unknown, written to a pipe). */
function liveWebm(name: string, seconds: number): string {
  const file = path.join(dir, name);
  const bytes = execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`],
    ...['-c:a', 'libopus', '-b:a', '32k', '-live', '1', '-f', 'webm', '-'],
  ]);
  writeFileSync(file, bytes);
  return file;
}

const decodedSeconds = (file: string) =>
  execFileSync('ffmpeg', ['-loglevel', 'quiet', '-i', file, '-f', 's16le', '-ac', '1', '-ar', '16000', '-']).length /
  32_000;

describe('containerStart', () => {
  it('knows a WebM header, an Ogg stream’s first page and an MP4 file, and nothing in between', () => {
    const webm = readFileSync(liveWebm('a.webm', 1));
    expect(containerStart(webm)).toBe('webm');
    expect(containerStart(webm.subarray(200))).toBeNull();
    const oggPage = (flags: number) => Buffer.from([0x4f, 0x67, 0x67, 0x53, 0, flags, 0, 0]);
    expect(containerStart(oggPage(0x02))).toBe('ogg');
    expect(containerStart(oggPage(0x00))).toBeNull();
    expect(containerStart(Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]))).toBe('mp4');
    expect(containerStart(Buffer.alloc(3))).toBeNull();
  });
});

describe('splitAtContainers', () => {
  it('starts a run at every piece that opens a container, the first piece always', () => {
    const opens = new Set([0, 3]);
    expect(splitAtContainers([0, 1, 2, 3, 4], (seq) => opens.has(seq))).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    expect(splitAtContainers([5, 6], () => false)).toEqual([[5, 6]]);
    expect(splitAtContainers([], () => true)).toEqual([]);
  });
});

describe('joinContainers', () => {
  it('joins a cut-off stream and a new one into one file that decodes to both', async () => {
    const first = readFileSync(liveWebm('first.webm', 4));
    // The first recorder was cut off mid-stream (a reload): its last bytes never arrived.
    const cut = path.join(dir, 'cut.webm');
    writeFileSync(cut, first.subarray(0, Math.floor(first.length * 0.8)));
    const second = liveWebm('second.webm', 3);
    // (Chromium's streams, unlike ffmpeg's, stop decoding at the second header when simply appended.)
    const cutSeconds = decodedSeconds(cut);
    expect(cutSeconds).toBeGreaterThan(2);

    const joined = path.join(dir, 'joined.webm');
    await joinContainers('ffmpeg', [cut, second], 'webm', joined, path.join(dir, 'list.txt'));
    expect(decodedSeconds(joined)).toBeCloseTo(cutSeconds + 3, 0);
  });

  it('fails with a clear error when a part is not audio', async () => {
    const junk = path.join(dir, 'junk.webm');
    writeFileSync(junk, Buffer.from('not audio at all'));
    await expect(
      joinContainers('ffmpeg', [junk, junk], 'webm', path.join(dir, 'bad.webm'), path.join(dir, 'bad.txt')),
    ).rejects.toThrow('The resumed recording could not be joined.');
  });
});
