/**
 * Why a transcription failed, for the route to pick a status: 'unavailable' (service down, timeout, rate
 * limited after retries → 503), 'rejected' (the service refused our request or key → 502), 'failed' (the engine
 * broke on this input → 502). The message is safe to show users: no keys, no transcript, no paths.
 */
export type TranscriptionFailure = 'unavailable' | 'rejected' | 'failed';

export class TranscriptionError extends Error {
  override readonly name = 'TranscriptionError';
  constructor(
    readonly kind: TranscriptionFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A configuration that cannot work; raised at start-up by the registry. */
export class TranscriptionConfigError extends Error {
  override readonly name = 'TranscriptionConfigError';
}
