import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TranscriptSegment } from '@common/schemas/note.schema';
import { containerStart } from '../../audio/container-streams';
import { PcmStreamDecoder } from '../../audio/pcm-stream-decoder';
import { SpeechSegmenter, VAD_SAMPLE_RATE, type SpeechSegment } from '../../audio/voice-activity';
import { pcmWavHeader } from '../../audio/wav';
import type { VoiceActivityDetector } from '../../audio/voice-activity';
import type { TranscriptionRunner } from '../transcribe/transcribe.ports';
import type { NewUtteranceRow } from './recording-sessions.repository';

export interface LiveTranscriberDeps {
  ffmpegPath: string;
  vad: VoiceActivityDetector;
  runner: TranscriptionRunner;
  workDir: string;
  timeoutMs: number;
  /** Whose session it is: the shared queue is fair between users. */
  owner: number;
  /** Stores one transcribed utterance (idempotent on its start sample). */
  saveUtterance(row: NewUtteranceRow): Promise<void>;
}

/**
 * One session's live pipeline: container bytes → ffmpeg → 16 kHz samples → voice activity → utterances → the
 * configured engine (through the shared job queue) → the database. Utterances stored before a restart are skipped: the decoder and the detector see the audio from its first byte
 * again, so they cut it exactly as before.
 */
export class LiveTranscriber {
  /** One ffmpeg per container: a recording resumed after a reload starts a new one (see container-streams.ts). */
  private decoder: PcmStreamDecoder;
  private readonly segmenter: SpeechSegmenter;
  /** Recent samples (from `bufferStart`), enough to cut out the utterance being heard. */
  private buffer: Int16Array[] = [];
  private bufferStart = 0;
  /** Audio up to here is transcribed and stored. */
  private doneUntil = 0;
  /** Utterances handed to the engine, in audio order; the done ones at the front advance `doneUntil`. */
  private readonly queued: Array<{ segment: SpeechSegment; done: boolean }> = [];
  private readonly inflight = new Set<Promise<void>>();
  private running = 0;
  private readonly slots: Array<() => void> = [];
  private failure: Error | null = null;
  private readonly abort = new AbortController();
  /** Next piece to send to the decoder. */
  nextSeq = 0;

  constructor(
    private readonly sessionId: string,
    private readonly deps: LiveTranscriberDeps,
    /** Start samples of the utterances already stored (before a restart): they are skipped. */
    private readonly stored: ReadonlySet<number>,
  ) {
    this.segmenter = new SpeechSegmenter(deps.vad.openStream());
    this.decoder = this.openDecoder();
  }

  private openDecoder(): PcmStreamDecoder {
    return new PcmStreamDecoder(this.deps.ffmpegPath, (samples) => this.onSamples(samples));
  }

  /** Seconds of audio decoded so far. */
  get decodedSeconds(): number {
    return this.segmenter.samples / VAD_SAMPLE_RATE;
  }

  /** Seconds of audio the stored transcript covers: up to the first utterance not yet transcribed. */
  get transcribedSeconds(): number {
    const open = this.queued[0]?.segment.startSample ?? this.segmenter.openStart ?? this.segmenter.samples;
    return Math.max(this.doneUntil, Math.min(open, this.segmenter.samples)) / VAD_SAMPLE_RATE;
  }

  get failed(): Error | null {
    return this.failure;
  }

  async feed(bytes: Uint8Array): Promise<void> {
    try {
      if (this.nextSeq > 0 && containerStart(bytes) !== null) {
        // The recorder was restarted: the audio so far is complete; the new container gets its own decoder.
        await this.decoder.end();
        this.decoder = this.openDecoder();
      }
      await this.decoder.write(bytes);
      this.nextSeq += 1;
    } catch (error) {
      this.failure ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    }
  }

  /** The last piece is in: decodes the rest, closes the last utterance and waits for every transcription. */
  async finish(): Promise<{ durationSec: number }> {
    await this.decoder.end();
    const last = this.segmenter.flush();
    if (last) this.enqueue(last);
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
    if (this.failure) throw this.failure;
    return { durationSec: this.segmenter.samples / VAD_SAMPLE_RATE };
  }

  stop(): void {
    this.abort.abort(new Error('live transcription stopped'));
    this.decoder.kill();
  }

  private async onSamples(samples: Int16Array): Promise<void> {
    this.buffer.push(samples);
    for (const segment of await this.segmenter.push(samples)) this.enqueue(segment);
    // Keep only what an utterance still to close may need.
    const keepFrom = this.segmenter.openStart ?? this.segmenter.samples - VAD_SAMPLE_RATE;
    while (this.buffer.length > 1 && this.bufferStart + this.buffer[0]!.length < keepFrom) {
      this.bufferStart += this.buffer.shift()!.length;
    }
  }

  /**
   * Hands an utterance to the engine. Two of a session's utterances may be in the shared queue at once, so a
   * session uses both cores when the machine is free; results are stored as they come, in any order (the
   * transcript is read in audio order), and `doneUntil` only moves over a finished prefix.
   */
  private enqueue(segment: SpeechSegment): void {
    if (this.stored.has(segment.startSample)) {
      if (this.queued.length === 0) this.doneUntil = segment.endSample;
      return;
    }
    const samples = this.slice(segment.startSample, segment.endSample);
    const entry = { segment, done: false };
    this.queued.push(entry);
    const job = this.acquire()
      .then(async () => {
        if (this.failure) return;
        await this.transcribe(segment, samples);
        entry.done = true;
        while (this.queued[0]?.done) this.doneUntil = this.queued.shift()!.segment.endSample;
      })
      .catch((error: unknown) => {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
      })
      .finally(() => {
        this.release();
        this.inflight.delete(job);
      });
    this.inflight.add(job);
  }

  private acquire(): Promise<void> {
    if (this.running < PARALLEL_UTTERANCES) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.slots.push(resolve));
  }

  private release(): void {
    const next = this.slots.shift();
    if (next) next();
    else this.running -= 1;
  }

  private slice(start: number, end: number): Int16Array {
    const out = new Int16Array(end - start);
    let at = this.bufferStart;
    for (const part of this.buffer) {
      const from = Math.max(start, at);
      const to = Math.min(end, at + part.length);
      if (from < to) out.set(part.subarray(from - at, to - at), from - start);
      at += part.length;
    }
    return out;
  }

  private async transcribe(segment: SpeechSegment, samples: Int16Array): Promise<void> {
    const wav = path.join(this.deps.workDir, `${randomUUID()}.wav`);
    const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    await writeFile(wav, Buffer.concat([pcmWavHeader(data.length, VAD_SAMPLE_RATE), data]), { mode: 0o600 });
    const startSec = segment.startSample / VAD_SAMPLE_RATE;
    const durationSec = samples.length / VAD_SAMPLE_RATE;
    try {
      const signal = AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.deps.timeoutMs)]);
      const result = await this.deps.runner.transcribe(
        { audioPath: wav, mimeType: 'audio/wav', pcmPath: wav, durationSec },
        signal,
        { owner: this.deps.owner },
      );
      const segments: TranscriptSegment[] = result.segments.map((s) => ({
        ...s,
        start: round(s.start + startSec),
        end: round(s.end + startSec),
      }));
      await this.deps.saveUtterance({
        sessionId: this.sessionId,
        startSample: segment.startSample,
        endSample: segment.endSample,
        startSec,
        endSec: segment.endSample / VAD_SAMPLE_RATE,
        text: result.text,
        segments,
        engine: result.engine,
      });
    } finally {
      await rm(wav, { force: true });
    }
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;
/** Utterances of one session in the engine's queue at once (the queue itself runs one job per core). */
const PARALLEL_UTTERANCES = 2;
