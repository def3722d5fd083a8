import type { TranscriptSegment } from '@common/schemas/note.schema';

/** What every transcription engine receives: the stored original and its decoded 16 kHz mono PCM WAV. */
export interface TranscriptionInput {
  /** The original upload as stored (webm, mp4/m4a, mp3, wav or ogg). */
  audioPath: string;
  /** MIME type detected from the file's bytes. */
  mimeType: string;
  /** The same audio decoded by ffmpeg to 16 kHz mono 16-bit PCM WAV. */
  pcmPath: string;
  /** Duration in seconds, from the decoded audio. */
  durationSec: number;
  /** Aborts the job (client gone, shutdown, timeout). Engines must stop their child process or request. */
  signal: AbortSignal;
}

export interface TranscriptionResult {
  /** Readable transcript text for clinicians. */
  text: string;
  /** Timed segments in seconds; empty when the engine gives none. */
  segments: TranscriptSegment[];
  /** Engine id and model, e.g. `pocketsphinx/en-us+clinical-1` or `openai/whisper-1`. */
  engine: string;
}

export interface TranscriptionEngine {
  readonly id: string;
  transcribe(input: TranscriptionInput): Promise<TranscriptionResult>;
  /** Optional warm-up (e.g. building a cached model) to call at start-up so the first visit does not wait. */
  prepare?(): Promise<void>;
}
