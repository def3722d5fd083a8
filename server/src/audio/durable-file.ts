import { createHash, randomUUID } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { AudioTooLargeError } from './audio.errors';

export interface DurableWriteResult {
  bytes: number;
  /** Lower-case hex SHA-256 of the content. */
  sha256: string;
}

export interface StreamWriteOptions {
  /** Abort with AudioTooLargeError (and delete the partial file) once more than this many bytes arrive. */
  maxBytes: number;
  /** User-safe message for the too-large error (the upload and recording texts differ). */
  tooLargeMessage?: string;
  signal?: AbortSignal;
}

function tempPathFor(target: string): string {
  // Same directory as the target, so the final rename stays on one file system and is atomic.
  return join(dirname(target), `.${basename(target)}.${randomUUID()}.tmp`);
}

/** fsyncs a directory so a rename or a new entry in it survives a crash. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes through a temp file: data, fsync, rename over the target, fsync the directory. Cleans up on failure. */
async function writeDurably(
  target: string,
  fill: (handle: FileHandle, hash: ReturnType<typeof createHash>) => Promise<number>,
): Promise<DurableWriteResult> {
  const temp = tempPathFor(target);
  const hash = createHash('sha256');
  const handle = await open(temp, 'wx', 0o600);
  let bytes: number;
  try {
    bytes = await fill(handle, hash);
    await handle.sync();
  } catch (err) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw err;
  }
  await handle.close();
  try {
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncDirectory(dirname(target));
  return { bytes, sha256: hash.digest('hex') };
}

/** Durably writes bytes to `target` (atomic replace: readers see the old file or the whole new one). */
export function writeFileDurably(target: string, data: Uint8Array): Promise<DurableWriteResult> {
  return writeDurably(target, async (handle, hash) => {
    hash.update(data);
    let offset = 0;
    while (offset < data.length) offset += (await handle.write(data, offset)).bytesWritten;
    return data.length;
  });
}

/**
 * Durably writes a stream to `target`, enforcing a byte limit while it arrives. Over the limit the stream is
 * destroyed, the temp file removed and AudioTooLargeError raised; nothing appears at `target`.
 */
export function writeStreamDurably(
  target: string,
  source: Readable,
  opts: StreamWriteOptions,
): Promise<DurableWriteResult> {
  return writeDurably(target, async (handle, hash) => {
    let bytes = 0;
    try {
      for await (const chunk of source) {
        opts.signal?.throwIfAborted();
        const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
        bytes += buf.length;
        if (bytes > opts.maxBytes) throw new AudioTooLargeError(opts.maxBytes, opts.tooLargeMessage);
        hash.update(buf);
        let offset = 0;
        while (offset < buf.length) offset += (await handle.write(buf, offset)).bytesWritten;
      }
    } catch (err) {
      source.destroy();
      throw err;
    }
    opts.signal?.throwIfAborted();
    return bytes;
  });
}
