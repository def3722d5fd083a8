import { lookupTable } from './lookup-table';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** Fastify's own client errors, mapped to messages a person can act on. */
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = lookupTable({
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type — send JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Request body length does not match Content-Length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty — send a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_TYPE: { status: 400, message: 'Content-Type header is empty' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'Content-Type header is not valid' },
  FST_ERR_INVALID_URL: { status: 400, message: 'The URL is not valid' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is not valid' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request could not be routed' },
});

/**
 * What may be logged of an unexpected error: its kind, code and stack — never the message of a database error,
 * which carries query parameters (patient data).
 */
export function describeForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { kind: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const pg = (cause ?? error) as { code?: string; constraint?: string; routine?: string };
  // Drizzle's query errors keep the name 'Error' but carry `query` and `params`.
  const isDbError = error.name === 'DrizzleQueryError' || 'query' in error || typeof pg.routine === 'string';
  return {
    kind: error.name,
    code: pg.code ?? (error as { code?: string }).code,
    constraint: pg.constraint,
    message: isDbError ? undefined : error.message.slice(0, 200),
    // Frames only: the stack's first lines repeat the message, which for a failed query lists its parameters.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 7)
      .join('\n'),
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        ...error.details,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const code = (error as FastifyError).code;
    const known = code ? FASTIFY_CLIENT_ERRORS[code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    const status = (error as FastifyError).statusCode;
    if (status === 429)
      return reply.code(429).send({ message: 'Too many requests. Please slow down and try again shortly.' });
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: 'The request could not be processed' });
    }
    request.log.error({ err: describeForLog(error) }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
