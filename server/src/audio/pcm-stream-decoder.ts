import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { AudioDecodeError } from './audio.errors';
import { PCM_SAMPLE_RATE } from './ffmpeg';

const STDERR_TAIL = 4096;

/**
 * One ffmpeg process that decodes a recording while it is still arriving: container bytes go in (in order, as
 * they come), 16 kHz mono 16-bit samples come out to `onSamples`, which is awaited (so a slow consumer slows ffmpeg,
 * never memory). The output depends only on the bytes, not on how they were split.
 */
export class PcmStreamDecoder {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly pumped: Promise<void>;
  private readonly exited: Promise<number | null>;
  private stderrTail = '';
  private killed = false;

  constructor(ffmpegPath: string, onSamples: (samples: Int16Array) => Promise<void>) {
    // No probing beyond the container's own header: output starts with the first packets.
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-probesize',
      '32768',
      '-analyzeduration',
      '0',
      '-i',
      'pipe:0',
      '-vn',
      '-ac',
      '1',
      '-ar',
      String(PCM_SAMPLE_RATE),
      '-f',
      's16le',
      'pipe:1',
    ];
    this.child = spawn(ffmpegPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdin.on('error', () => undefined); // EPIPE after ffmpeg died; the exit code tells
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    this.exited = new Promise((resolve) => {
      this.child.once('close', (code) => resolve(code));
      this.child.once('error', () => resolve(-1));
    });
    this.pumped = this.pump(onSamples);
    this.pumped.catch(() => undefined); // awaited in end(); a failure before that must not go unhandled
  }

  private async pump(onSamples: (samples: Int16Array) => Promise<void>): Promise<void> {
    let carry: Buffer | null = null;
    for await (const chunk of this.child.stdout) {
      let data = chunk as Buffer;
      if (carry) data = Buffer.concat([carry, data]);
      const usable = data.length - (data.length % 2);
      carry = usable < data.length ? Buffer.from(data.subarray(usable)) : null;
      if (usable === 0) continue;
      // Copy into an aligned buffer: Int16Array needs an even byte offset.
      const aligned = new Int16Array(usable / 2);
      Buffer.from(aligned.buffer).set(data.subarray(0, usable));
      await onSamples(aligned);
    }
  }

  /** Sends more container bytes; waits while ffmpeg's input is full. */
  async write(bytes: Uint8Array): Promise<void> {
    if (this.child.exitCode !== null || this.killed) throw this.failure();
    if (!this.child.stdin.write(bytes)) {
      await Promise.race([once(this.child.stdin, 'drain'), this.exited]);
    }
  }

  /** No more input: waits until every sample has been handed to `onSamples`. */
  async end(): Promise<void> {
    this.child.stdin.end();
    const [code] = await Promise.all([this.exited, this.pumped]);
    if (code !== 0 && !this.killed) throw this.failure();
  }

  /** Stops ffmpeg at once (session discarded, server shutting down). */
  kill(): void {
    this.killed = true;
    this.child.kill('SIGKILL');
    this.pumped.catch(() => undefined);
  }

  private failure(): AudioDecodeError {
    return new AudioDecodeError('The recording could not be decoded.', {
      cause: new Error(`ffmpeg stream decode failed: ${this.stderrTail}`),
    });
  }
}
