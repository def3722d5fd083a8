import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AudioTooLargeError } from './audio.errors';
import { writeFileDurably, writeStreamDurably } from './durable-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'durable-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const sha = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');
const chunks = (count: number, size: number): Buffer[] =>
  Array.from({ length: count }, (_, i) => Buffer.alloc(size, i));

describe('writeFileDurably', () => {
  it('writes the bytes, reports size and sha256, and leaves no temp file', async () => {
    const data = Buffer.from('RIFF audio bytes');
    const target = join(dir, 'a.webm');
    expect(await writeFileDurably(target, data)).toEqual({ bytes: data.length, sha256: sha(data) });
    expect(await readFile(target)).toEqual(data);
    expect(await readdir(dir)).toEqual(['a.webm']);
  });

  it('replaces an existing file whole', async () => {
    const target = join(dir, 'a.webm');
    await writeFile(target, 'old content that is longer');
    await writeFileDurably(target, Buffer.from('new'));
    expect(await readFile(target, 'utf8')).toBe('new');
  });

  it('fails cleanly when the directory does not exist', async () => {
    await expect(writeFileDurably(join(dir, 'missing', 'a.webm'), Buffer.from('x'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

describe('writeStreamDurably', () => {
  it('streams within the limit and hashes what it wrote', async () => {
    const parts = chunks(10, 1000);
    const target = join(dir, 'b.ogg');
    const result = await writeStreamDurably(target, Readable.from(parts), { maxBytes: 10_000 });
    const all = Buffer.concat(parts);
    expect(result).toEqual({ bytes: 10_000, sha256: sha(all) });
    expect(await readFile(target)).toEqual(all);
    expect(await readdir(dir)).toEqual(['b.ogg']);
  });

  it('stops over the limit with AudioTooLargeError and leaves nothing behind', async () => {
    const source = Readable.from(chunks(20, 1000));
    const target = join(dir, 'c.mp3');
    const err = await writeStreamDurably(target, source, { maxBytes: 10_000, tooLargeMessage: 'too big' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AudioTooLargeError);
    expect(err).toMatchObject({ message: 'too big', maxBytes: 10_000 });
    expect(source.destroyed).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('uses the spec text for the upload limit by default', async () => {
    const err = await writeStreamDurably(join(dir, 'd.mp3'), Readable.from(chunks(2, 10)), { maxBytes: 5 }).catch(
      (e: unknown) => e,
    );
    expect((err as Error).message).toBe(
      'File too large - Audio file exceeds 25MB limit. Please choose a smaller file.',
    );
  });

  it('removes the partial file when the source fails or the signal aborts', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.alloc(100);
      throw new Error('client went away');
    }
    await expect(writeStreamDurably(join(dir, 'e.wav'), Readable.from(failing()), { maxBytes: 1000 })).rejects.toThrow(
      'client went away',
    );
    const controller = new AbortController();
    async function* slow(): AsyncGenerator<Buffer> {
      yield Buffer.alloc(100);
      controller.abort();
      yield Buffer.alloc(100);
    }
    await expect(
      writeStreamDurably(join(dir, 'f.wav'), Readable.from(slow()), { maxBytes: 1000, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(await readdir(dir)).toEqual([]);
  });
});
