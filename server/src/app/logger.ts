import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/config';

/**
 * The production logger: pino's default request serializers (method, URL, address — never headers or bodies),
 * plus redaction of credentials as a second line of defence. The log-privacy test runs these same options with
 * the redaction taken out, so whatever is logged must be safe without it.
 */
export function productionLoggerOptions(
  level: AppConfig['logLevel'],
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}
