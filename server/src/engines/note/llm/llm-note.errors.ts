/** A configuration the llm note engine cannot work with; raised when the engine is built, so start-up fails fast. */
export class LlmNoteConfigError extends Error {
  override readonly name = 'LlmNoteConfigError';
}

/**
 * Why the note service's answer could not be used. `reason` is shown to users as the note's fallback reason:
 * fixed wording and HTTP statuses only — never the key, the transcript, the prompt or the service's own text.
 */
export type LlmFailureKind =
  'http' | 'timeout' | 'network' | 'malformed' | 'schema' | 'empty' | 'refused' | 'truncated';

export class LlmNoteFailure extends Error {
  override readonly name = 'LlmNoteFailure';
  /** For 'empty': how many sentences did hold, though too few to use. */
  keptStatements?: number;
  constructor(
    readonly kind: LlmFailureKind,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}
