import type { FieldError } from '@common/schemas/error.schema';

/** An error with an HTTP status and a message safe to show the user. Anything else becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Extra fields for the body, e.g. the `audioId` a client needs to retry. */
    readonly details?: Record<string, string | number | boolean | null>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const preconditionRequired = (message: string) => new HttpError(428, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string, details?: HttpError['details']) =>
  new HttpError(422, message, undefined, details);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const serviceUnavailable = (message: string, details?: HttpError['details']) =>
  new HttpError(503, message, undefined, details);
export const badGateway = (message: string, details?: HttpError['details']) =>
  new HttpError(502, message, undefined, details);
