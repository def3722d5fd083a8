import type { TranscriptionResult } from '../../engines/transcription/transcription.engine';

/** What the transcribe service needs from the audio tooling (ffmpeg, file-type), kept behind one seam. */
export interface AudioToolkit {
  /** Audio type from the file's bytes, or null when it is not an accepted audio format. */
  detectType(filePath: string): Promise<{ mimeType: string; ext: string } | null>;
  /** Decodes to 16 kHz mono PCM WAV in a private temporary file; `dispose` removes it. Throws AudioDecodeError. */
  decode(
    filePath: string,
    signal: AbortSignal,
  ): Promise<{ pcmPath: string; durationSec: number; dispose(): Promise<void> }>;
}

/** Whose transcription it is (slots are shared fairly between users) and what cancels it before it starts. */
export interface TranscriptionJob {
  owner: number | string;
  /** Aborts when the client went away; a job still waiting for a slot is then dropped and never runs. */
  clientGone?: AbortSignal;
}

/** Runs a transcription on the configured engine through the fair job queue (one job per core). */
export interface TranscriptionRunner {
  readonly engineId: string;
  /** Builds what the engine needs ahead of the first job (the clinical language model), if anything. */
  prepare(): Promise<void>;
  transcribe(
    input: { audioPath: string; mimeType: string; pcmPath: string; durationSec: number },
    signal: AbortSignal,
    job: TranscriptionJob,
  ): Promise<TranscriptionResult>;
}
