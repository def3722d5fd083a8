import { constants } from 'node:fs/promises';
import { canAccess } from '../lib/file-access';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { AudioDecodeError, AudioToolError } from './audio.errors';
import { runProcess } from './child-process';
import { readWavInfo } from './wav';

export const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';
export const PCM_SAMPLE_RATE = 16_000;

/** The ffmpeg binary bundled by the npm package @ffmpeg-installer/ffmpeg, or null when it has none for this platform. */
export function bundledFfmpegPath(): string | null {
  try {
    const mod: unknown = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg');
    const path = (mod as { path?: unknown }).path;
    return typeof path === 'string' ? path : null;
  } catch {
    return null; // the package throws a plain string on unsupported platforms
  }
}

/**
 * Picks the ffmpeg binary: the configured FFMPEG_PATH (must exist), else Debian's /usr/bin/ffmpeg, else the
 * binary of @ffmpeg-installer/ffmpeg. Throws AudioToolError naming what to install when none is usable.
 */
export async function resolveFfmpegPath(configured?: string | null): Promise<string> {
  if (configured) {
    if (await canAccess(configured, constants.X_OK)) return configured;
    throw new AudioToolError(`FFMPEG_PATH ${configured} is not an executable file`);
  }
  if (await canAccess(SYSTEM_FFMPEG, constants.X_OK)) return SYSTEM_FFMPEG;
  const bundled = bundledFfmpegPath();
  if (bundled && (await canAccess(bundled, constants.X_OK))) return bundled;
  throw new AudioToolError('ffmpeg was not found: install the Debian package ffmpeg or set FFMPEG_PATH');
}

export interface DecodeResult {
  /** Seconds of audio, from the decoded samples. */
  durationSec: number;
}

/**
 * Decodes any audio ffmpeg reads to 16 kHz mono 16-bit PCM WAV at `outputPath`. Raises AudioDecodeError when
 * the input is corrupt or holds no audio; aborting the signal kills ffmpeg and rejects with the abort reason.
 */
export async function decodeToPcmWav(
  ffmpegPath: string,
  inputPath: string,
  outputPath: string,
  signal?: AbortSignal,
): Promise<DecodeResult> {
  // "file:" stops ffmpeg from reading a name as a protocol (concat:, http:) or an option (-foo).
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    `file:${resolve(inputPath)}`,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(PCM_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    `file:${resolve(outputPath)}`,
  ];
  const result = await runProcess(ffmpegPath, args, { signal, maxStdoutBytes: 0 });
  if (result.code !== 0) {
    throw new AudioDecodeError(undefined, { cause: new Error(`ffmpeg exited ${result.code}: ${result.stderrTail}`) });
  }
  const info = await readWavInfo(outputPath).catch((err: unknown) => {
    throw new AudioDecodeError(undefined, { cause: err });
  });
  if (info.sampleRate !== PCM_SAMPLE_RATE || info.channels !== 1 || info.bitsPerSample !== 16) {
    throw new AudioDecodeError(undefined, { cause: new Error('ffmpeg produced an unexpected PCM format') });
  }
  if (info.dataBytes < info.bytesPerSecond / 100) {
    throw new AudioDecodeError('The audio file contains no sound that could be decoded.');
  }
  return { durationSec: info.dataBytes / info.bytesPerSecond };
}
