export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
export const PARSE_ERROR_MESSAGE = 'Failed to parse server response. The server may be experiencing issues.';

/** A response with a non-2xx status. `serverMessage` is the body's `message` when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(status: number, text: string, statusText: string, body: unknown) {
    const serverMessage = readMessage(body);
    super(serverMessage ?? `${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, refused connection, CORS). */
export class NetworkError extends Error {
  constructor() {
    super(NETWORK_ERROR_MESSAGE);
    this.name = 'NetworkError';
  }
}

/** The server answered 2xx but the body was not the JSON we expected. */
export class ParseError extends Error {
  constructor() {
    super(PARSE_ERROR_MESSAGE);
    this.name = 'ParseError';
  }
}

function readMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** Text for a toast: the server's message, the network/parse explanation, or the screen's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError || error instanceof ParseError) return error.message;
  return fallback;
}

/** A field of the error body, e.g. the `audioId` the server keeps after a failed transcription. */
export function getErrorField(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return undefined;
  return (body as Record<string, unknown>)[field];
}
