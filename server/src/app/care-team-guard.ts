import type { FastifyInstance } from 'fastify';
import { contextOf } from '../modules/auth/auth.guard';
import type { CareTeamService } from '../modules/care-team/care-team.service';

/** Chart routes: opening one outside the care team needs a reason. */
const OPEN_ROUTES: Readonly<Record<string, 'patientId' | 'visitId'>> = {
  'GET /api/patients/:id': 'patientId',
  'GET /api/visits/:id': 'visitId',
};

/** List routes, narrowed to the caller's care team. */
const LIST_ROUTES: Readonly<Record<string, 'patient' | 'visit'>> = {
  'GET /api/patients': 'patient',
  'GET /api/visits/active': 'visit',
  'GET /api/visits/completed': 'visit',
  'GET /api/visits/unassigned': 'visit',
};

const routeOf = (request: { method: string; routeOptions: { url?: string } }) =>
  `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * ACCESS=care-team, enforced around the routes (after the auth guard, before the access audit, so the audit records
 * what was actually shown). A polled list's ETag stays right: a user's narrowed list is a function of the full one.
 */
export function registerCareTeamGuard(app: FastifyInstance, careTeam: CareTeamService): void {
  app.addHook('preHandler', async (request) => {
    const target = OPEN_ROUTES[routeOf(request)];
    if (!target || !request.actor) return;
    const id = Number((request.params as Record<string, unknown>).id);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    const reason = request.headers['x-access-reason'];
    await careTeam.checkOpen(
      { [target]: id },
      typeof reason === 'string' ? reason : undefined,
      routeOf(request),
      contextOf(request),
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const kind = LIST_ROUTES[routeOf(request)];
    if (!kind || !request.actor || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const items: unknown = JSON.parse(payload);
    if (!Array.isArray(items)) return payload;
    return JSON.stringify(await careTeam.filterList(items as Array<Record<string, unknown>>, kind, contextOf(request)));
  });
}
