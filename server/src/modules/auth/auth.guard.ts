import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AWAITING_APPROVAL } from '@common/access';
import { isProviderRole } from '@common/roles';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuthService } from './auth.service';
import { hashSessionToken, readBearerToken } from './session-token';
import type { InvalidTokenLimiter, SessionKeyCache } from './token-limits';

/**
 * Who may call a route. Secure by default: a route that says nothing is provider-only.
 * public — anyone; session — any signed-in user; provider — doctor, MA or NP; doctor — doctors only;
 * admin — the clinic's administrators. provider and doctor routes carry patient data: an account waiting for
 * approval is refused them.
 */
export type Access = 'public' | 'session' | 'provider' | 'doctor' | 'admin';

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
export const ADMINS_ONLY = 'Only the clinic administrator can do this';
export const TOO_MANY_BAD_TOKENS = (seconds: number) =>
  `Too many requests with an invalid session. Please wait ${seconds} seconds and try again.`;

export function checkAccess(access: Access, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw unauthorized('Authentication required');
  if (access === 'session') return;
  if (access === 'admin') {
    if (!actor.isAdmin || !actor.approved) throw forbidden(ADMINS_ONLY);
    return;
  }
  if (!actor.approved) throw forbidden(AWAITING_APPROVAL);
  if (!isProviderRole(actor.role)) throw forbidden(PROVIDERS_ONLY);
  if (access === 'doctor' && actor.role !== 'doctor') throw forbidden(DOCTORS_ONLY);
}

export interface AuthGuardLimits {
  invalidTokens: InvalidTokenLimiter;
  sessionKeys: SessionKeyCache;
}

/** Resolves the session on every /api route and enforces the route's declared access. */
export function registerAuthGuard(app: FastifyInstance, auth: AuthService, limits: AuthGuardLimits): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    // Unmatched paths fall through to the not-found handler, which answers 404 for everyone.
    if (!request.routeOptions.url || !request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config.access ?? 'provider';
    if (access === 'public') return;
    const header = request.headers.authorization;
    const token = readBearerToken(header);
    const tokenHash = token ? hashSessionToken(token) : undefined;
    // An address sending made-up tokens is stopped before any lookup; a session already seen valid still passes,
    // so a colleague behind the same clinic address keeps working.
    if (header !== undefined && (tokenHash === undefined || limits.sessionKeys.userOf(tokenHash) === undefined)) {
      const wait = limits.invalidTokens.blockedForSeconds(request.ip);
      if (wait > 0) throw tooManyRequests(TOO_MANY_BAD_TOKENS(wait));
    }
    let actor: Actor;
    try {
      ({ actor } = await auth.authenticate(token));
    } catch (error) {
      // Any credential that is not a live session counts against the address it came from.
      if (header !== undefined) limits.invalidTokens.record(request.ip);
      throw error;
    }
    if (tokenHash) limits.sessionKeys.remember(tokenHash, actor.id);
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
