import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';
import { hashSessionToken, readBearerToken } from '../modules/auth/session-token';
import type { SessionKeyCache } from '../modules/auth/token-limits';

export interface SecurityOptions {
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  /** Which user a token belongs to, once the auth guard has accepted it. */
  sessionKeys: SessionKeyCache;
}

/** The request's own origin, as the browser would write it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers (OWASP ASVS V14), HSTS only over TLS, cross-origin API calls refused unless configured, and
 * a per-user (else per-address) request budget.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    const origin = request.headers.origin;
    if (!origin || !request.url.startsWith('/api/')) return;
    if (origin === ownOrigin(request)) return;
    if (!options.allowedOrigins.includes(origin)) throw forbidden('Cross-origin requests are not allowed');
    // A listed origin: without these a browser would neither send the bearer token nor hand over the answer.
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Range, X-Access-Reason')
        .header('Access-Control-Max-Age', '600')
        .send();
    }
  });

  await app.register(rateLimit, {
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    // One budget per user, so many clinicians behind one clinic address do not share it. A token the guard has not
    // accepted (made up, expired) counts against its address: a fresh random token must not mean a fresh budget.
    keyGenerator: (request) => {
      const token = readBearerToken(request.headers.authorization);
      const userId = token ? options.sessionKeys.userOf(hashSessionToken(token)) : undefined;
      return userId === undefined ? `i:${request.ip}` : `u:${userId}`;
    },
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
