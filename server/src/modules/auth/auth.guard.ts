import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isProviderRole } from '@common/roles';
import { forbidden, unauthorized } from '../../lib/http-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuthService } from './auth.service';
import { readBearerToken } from './session-token';

/**
 * Who may call a route. Secure by default: a route that says nothing is provider-only.
 * public — anyone; session — any signed-in user; provider — doctor, MA or NP; doctor — doctors only.
 */
export type Access = 'public' | 'session' | 'provider' | 'doctor';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
    sessionToken: string | null;
  }
}

export const PROVIDERS_ONLY = 'Access Denied - Only healthcare providers can access this page';
export const DOCTORS_ONLY = 'Only doctors can do this';

export function checkAccess(access: Access, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw unauthorized('Authentication required');
  if (access === 'session') return;
  if (!isProviderRole(actor.role)) throw forbidden(PROVIDERS_ONLY);
  if (access === 'doctor' && actor.role !== 'doctor') throw forbidden(DOCTORS_ONLY);
}

/** Resolves the session on every /api route and enforces the route's declared access. */
export function registerAuthGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    // Unmatched paths fall through to the not-found handler, which answers 404 for everyone.
    if (!request.routeOptions.url || !request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config.access ?? 'provider';
    if (access === 'public') return;
    const token = readBearerToken(request.headers.authorization);
    const { actor } = await auth.authenticate(token);
    request.actor = actor;
    request.sessionToken = token ?? null;
    checkAccess(access, actor);
  });
}

/** The request's actor and address; only valid behind a non-public route. */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.actor) throw unauthorized('Authentication required');
  return { actor: request.actor, ip: request.ip };
}
