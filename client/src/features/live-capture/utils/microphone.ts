export const MICROPHONE_ERROR_TITLE = 'Microphone Error';
export const MICROPHONE_ERROR_TEXT =
  'Could not access the microphone. Please allow microphone access in your browser settings and try again. ' +
  'On iOS, recording is not available in private browsing mode.';

/** MediaRecorder emits a piece every 5 s; each is stored, then uploaded. */
export const TIMESLICE_MS = 5000;

const PREFERRED_MIME_TYPE = 'audio/webm';

export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** The container the browser records in; webm (Opus) where supported, otherwise the browser's default. */
export function pickMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(PREFERRED_MIME_TYPE)) {
    return PREFERRED_MIME_TYPE;
  }
  return undefined;
}

/** The type announced to the server: what the recorder reports, without codec parameters. */
export function containerType(recorder: MediaRecorder, requested: string | undefined): string {
  return (recorder.mimeType || requested || PREFERRED_MIME_TYPE).split(';')[0] ?? PREFERRED_MIME_TYPE;
}
