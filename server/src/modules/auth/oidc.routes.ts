import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import { answer, failure } from '../../lib/route-docs';
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

  const tags = ['Auth'];
  const redirect = (summary: string) => ({
    tags,
    summary,
    response: { 302: answer('Redirect'), 404: failure(SSO_OFF) },
  });
  const status = { tags, summary: 'Whether single sign-on is configured', response: { 200: answer('{ enabled }') } };
  app.get('/api/auth/oidc', { ...open, schema: status }, () => Promise.resolve({ enabled: service !== undefined }));

  app.get(
    '/api/auth/oidc/start',
    { ...open, schema: redirect('Start single sign-on at the identity provider') },
    async (request, reply) => {
      if (!service) throw notFound(SSO_OFF);
      return reply.redirect(await service.start(`${origin(request)}/api/auth/oidc/callback`), 302);
    },
  );

  app.get(
    '/api/auth/oidc/callback',
    { ...open, schema: redirect("The identity provider's answer; the session goes to the client's /sso page") },
    async (request, reply) => {
      if (!service) throw notFound(SSO_OFF);
      try {
        const session = await service.finish(new URL(request.url, origin(request)), request.ip);
        const fragment = new URLSearchParams({ token: session.token, expiresAt: session.expiresAt });
        return reply.redirect(`/sso#${fragment.toString()}`, 302);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.redirect(`/sso#${new URLSearchParams({ error: error.message }).toString()}`, 302);
      }
    },
  );
}
