import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import type { OidcService } from './oidc.service';

export const SSO_OFF = 'Single sign-on is not configured';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Single sign-on: /api/auth/oidc says whether it is on; /start sends the browser to the identity provider, whose
 * answer comes back to /callback, which hands the session to the client's /sso page in the URL fragment (never sent
 * to a server, so it stays out of logs and Referer headers).
 */
export function registerOidcRoutes(app: FastifyInstance, service: OidcService | undefined): void {
  const open = { config: { access: 'public' as const } };

  app.get('/api/auth/oidc', open, () => Promise.resolve({ enabled: service !== undefined }));

  app.get('/api/auth/oidc/start', open, async (request, reply) => {
    if (!service) throw notFound(SSO_OFF);
    return reply.redirect(await service.start(`${origin(request)}/api/auth/oidc/callback`), 302);
  });

  app.get('/api/auth/oidc/callback', open, async (request, reply) => {
    if (!service) throw notFound(SSO_OFF);
    try {
      const session = await service.finish(new URL(request.url, origin(request)), request.ip);
      const fragment = new URLSearchParams({ token: session.token, expiresAt: session.expiresAt });
      return reply.redirect(`/sso#${fragment.toString()}`, 302);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply.redirect(`/sso#${new URLSearchParams({ error: error.message }).toString()}`, 302);
    }
  });
}
