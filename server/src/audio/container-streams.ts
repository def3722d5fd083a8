import { writeFile } from 'node:fs/promises';
import { runProcess } from './child-process';
import { AudioDecodeError } from './audio.errors';

/**
 * A live recording resumed after a reload or crash is a second MediaRecorder: its first piece starts a new container
 * (a fresh WebM/Matroska header, Ogg stream or MP4 file). ffmpeg stops at a header in the middle of a stream, so
 * each container is decoded on its own and the stored file is joined by ffmpeg's concat demuxer.
 */
export type ContainerFormat = 'webm' | 'ogg' | 'mp4';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const OGG_MAGIC = [0x4f, 0x67, 0x67, 0x53];
const OGG_BEGINNING_OF_STREAM = 0x02;
const FTYP = [0x66, 0x74, 0x79, 0x70];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);

/** The container a piece opens, or null when it continues the one before. */
export function containerStart(bytes: Uint8Array): ContainerFormat | null {
  if (startsWith(bytes, EBML_MAGIC)) return 'webm';
  // Every Ogg page starts with OggS; only a stream's first page carries the beginning-of-stream flag.
  if (startsWith(bytes, OGG_MAGIC) && bytes.length > 5 && (bytes[5]! & OGG_BEGINNING_OF_STREAM) !== 0) return 'ogg';
  if (startsWith(bytes, FTYP, 4)) return 'mp4';
  return null;
}

/** Splits pieces, in order, into runs that each open with a container header (the first run always starts one). */
export function splitAtContainers<T>(pieces: readonly T[], opens: (piece: T) => boolean): T[][] {
  const runs: T[][] = [];
  for (const piece of pieces) {
    if (runs.length === 0 || opens(piece)) runs.push([piece]);
    else runs.at(-1)!.push(piece);
  }
  return runs;
}

/** Joins container files of one format into `target` without re-encoding (ffmpeg concat demuxer, stream copy). */
export async function joinContainers(
  ffmpegPath: string,
  inputs: readonly string[],
  format: ContainerFormat,
  target: string,
  listPath: string,
): Promise<void> {
  // The list names our own files (absolute paths we made); quotes in them are escaped as the demuxer expects.
  await writeFile(listPath, inputs.map((file) => `file '${file.replace(/'/g, "'\\''")}'`).join('\n') + '\n', {
    mode: 0o600,
  });
  const args = ['-hide_banner', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', listPath];
  const run = await runProcess(ffmpegPath, [...args, '-c', 'copy', '-f', format, '-y', target], { maxStdoutBytes: 0 });
  if (run.code !== 0) {
    throw new AudioDecodeError('The resumed recording could not be joined.', {
      cause: new Error(`ffmpeg concat exited ${run.code}: ${run.stderrTail}`),
    });
  }
}
