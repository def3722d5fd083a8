import { AUDIO_TOO_LARGE_UPLOAD } from '@common/limits';

/**
 * Typed audio failures; each message is safe to show a clinician (no paths, no tool output).
 * The route maps them: AudioDecodeError → 422, AudioTooLargeError → 413.
 */
export class AudioDecodeError extends Error {
  override readonly name = 'AudioDecodeError';
  constructor(message = 'The audio could not be read. The file may be damaged or empty.', options?: ErrorOptions) {
    super(message, options);
  }
}

export class AudioTooLargeError extends Error {
  override readonly name = 'AudioTooLargeError';
  constructor(
    readonly maxBytes: number,
    message = AUDIO_TOO_LARGE_UPLOAD,
  ) {
    super(message);
  }
}

/** The configured tool (ffmpeg) is missing or unusable: an operator problem, not the user's. */
export class AudioToolError extends Error {
  override readonly name = 'AudioToolError';
}
