import { open } from 'node:fs/promises';
import { readWavInfo } from './wav';

/** Voice activity works on 16 kHz mono audio in frames of 512 samples (32 ms), Silero VAD's window. */
export const VAD_SAMPLE_RATE = 16_000;
export const VAD_FRAME = 512;

/** One frame at a time: the probability that it holds speech. Keeps the model's recurrent state. */
export interface SpeechProbabilityStream {
  next(frame: Float32Array): Promise<number>;
}

/** A voice activity detector: opens an independent stream per audio (each keeps its own state). */
export interface VoiceActivityDetector {
  readonly id: string;
  openStream(): SpeechProbabilityStream;
}

export interface SpeechSegment {
  /** Sample offsets in the 16 kHz audio, padding included. */
  startSample: number;
  endSample: number;
}

export interface SegmenterOptions {
  threshold: number;
  /** Speech ends once the probability stays below this for `minSilenceMs`. */
  negThreshold: number;
  minSilenceMs: number;
  minSpeechMs: number;
  padMs: number;
  /**
   * Cut a long stretch of speech by here (at its quietest moment in the second half), so a monologue still reaches
   * the transcript while it goes on: the live transcript's lag is about one piece plus one utterance.
   */
  maxSpeechMs: number;
  /**
   * A pause closes an utterance only once it is this long, or when the pause lasts `longSilenceMs`: each engine call
   * has a fixed cost (pocketsphinx loads its models, ~0.5 s), so short sentences are taken together. Tuned with
   * `npm run bench:live`: 2.5 s / 8 s utterances halved the lag of 6 s / 20 s ones at a slightly lower WER.
   */
  minUtteranceMs: number;
  longSilenceMs: number;
}

export const UTTERANCE_OPTIONS: SegmenterOptions = {
  threshold: 0.5,
  negThreshold: 0.35,
  minSilenceMs: 300,
  minSpeechMs: 250,
  padMs: 200,
  maxSpeechMs: 8000,
  minUtteranceMs: 2500,
  longSilenceMs: 1000,
};

const ms = (value: number) => Math.round((value * VAD_SAMPLE_RATE) / 1000);

/**
 * Cuts a stream of 16 kHz samples into utterances (Silero's get_speech_timestamps, streaming). Boundaries depend on
 * the audio alone, never on how it arrives, so the same recording always gives the same utterances — which is what
 * lets a restarted worker recognise the ones it has already transcribed.
 */
export class SpeechSegmenter {
  private readonly pending = new Float32Array(VAD_FRAME);
  private pendingLength = 0;
  private processed = 0;
  private speechStart: number | null = null;
  private silenceStart: number | null = null;
  private lastEnd = 0;
  /** The quietest frame in the second half of a long stretch of speech: where a forced cut hurts least. */
  private quietest: { at: number; probability: number } | null = null;
  private readonly opts: { [K in keyof SegmenterOptions]: number };

  constructor(
    private readonly stream: SpeechProbabilityStream,
    options: SegmenterOptions = UTTERANCE_OPTIONS,
  ) {
    this.opts = {
      ...options,
      minSilenceMs: ms(options.minSilenceMs),
      minSpeechMs: ms(options.minSpeechMs),
      padMs: ms(options.padMs),
      maxSpeechMs: ms(options.maxSpeechMs),
      minUtteranceMs: ms(options.minUtteranceMs),
      longSilenceMs: ms(options.longSilenceMs),
    };
  }

  /** Samples seen so far. */
  get samples(): number {
    return this.processed + this.pendingLength;
  }

  /** Where the utterance being heard began (padding included), or null in silence. */
  get openStart(): number | null {
    return this.speechStart === null ? null : Math.max(this.lastEnd, this.speechStart - this.opts.padMs);
  }

  /** Feeds 16-bit samples; returns the utterances that closed. */
  async push(samples: Int16Array): Promise<SpeechSegment[]> {
    const closed: SpeechSegment[] = [];
    for (let i = 0; i < samples.length; i += 1) {
      this.pending[this.pendingLength++] = samples[i]! / 32768;
      if (this.pendingLength === VAD_FRAME) {
        const segment = await this.frame();
        if (segment) closed.push(segment);
      }
    }
    return closed;
  }

  /** The end of the audio: closes the utterance still open. */
  flush(): SpeechSegment | null {
    const end = this.samples;
    this.pendingLength = 0;
    this.processed = end;
    if (this.speechStart === null) return null;
    const segment = this.close(this.silenceStart ?? end, end);
    return segment;
  }

  private async frame(): Promise<SpeechSegment | null> {
    const at = this.processed;
    const probability = await this.stream.next(this.pending);
    this.pendingLength = 0;
    this.processed += VAD_FRAME;
    const { threshold, negThreshold, minSilenceMs, maxSpeechMs } = this.opts;
    this.noteQuietest(at, probability);
    if (probability >= threshold) {
      this.silenceStart = null;
      if (this.speechStart === null) this.speechStart = at;
      else if (this.processed - this.speechStart >= maxSpeechMs) {
        const cut = this.quietest?.at ?? this.processed;
        return this.close(cut, cut, true);
      }
      return null;
    }
    if (this.speechStart === null || probability >= negThreshold) return null;
    this.silenceStart ??= at;
    const silence = this.processed - this.silenceStart;
    if (silence < minSilenceMs) return null;
    const long = this.silenceStart - this.openStart! >= this.opts.minUtteranceMs;
    if (!long && silence < this.opts.longSilenceMs) return null;
    return this.close(this.silenceStart, this.processed);
  }

  private noteQuietest(at: number, probability: number): void {
    if (this.speechStart === null || at - this.speechStart < this.opts.maxSpeechMs / 2) return;
    if (this.quietest === null || probability <= this.quietest.probability) this.quietest = { at, probability };
  }

  /** Ends the open utterance at `speechEnd` (padded, never past `available`); a forced cut keeps speech going. */
  private close(speechEnd: number, available: number, continues = false): SpeechSegment | null {
    const start = this.openStart!;
    const long = speechEnd - this.speechStart! >= this.opts.minSpeechMs;
    const end = continues ? speechEnd : Math.min(available, speechEnd + this.opts.padMs);
    this.speechStart = continues ? speechEnd : null;
    this.silenceStart = null;
    this.quietest = null;
    if (!long && !continues) return null;
    this.lastEnd = end;
    return { startSample: start, endSample: end };
  }
}

/** Whether a 16 kHz mono 16-bit PCM WAV holds any speech; stops reading at the first utterance. */
export async function wavHasSpeech(vad: VoiceActivityDetector, pcmPath: string): Promise<boolean> {
  const info = await readWavInfo(pcmPath);
  const file = await open(pcmPath, 'r');
  try {
    const { size } = await file.stat();
    const dataStart = size - info.dataBytes;
    const segmenter = new SpeechSegmenter(vad.openStream());
    const buffer = Buffer.alloc(VAD_SAMPLE_RATE * 2 * 4);
    for (let position = dataStart; position < size;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
      if (bytesRead < 2) break;
      position += bytesRead;
      const samples = new Int16Array(buffer.buffer, buffer.byteOffset, Math.floor(bytesRead / 2));
      if ((await segmenter.push(samples)).length > 0) return true;
    }
    return segmenter.flush() !== null;
  } finally {
    await file.close();
  }
}
