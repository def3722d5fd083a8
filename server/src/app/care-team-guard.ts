import { lookupTable } from '../lib/lookup-table';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../modules/auth/auth.guard';
import type { CareTeamService } from '../modules/care-team/care-team.service';

type Target = 'patientId' | 'visitId' | 'recordingId';

/**
 * Every route that reads or changes one chart: where its id is (path or JSON body) and what it names. Opening a chart
 * outside the care team needs a reason; the reason then covers the chart's visits, notes and audio.
 */
const OPEN_ROUTES: Readonly<Record<string, { in: 'params' | 'body'; key: string; target: Target }>> = lookupTable({
  'GET /api/patients/:id': { in: 'params', key: 'id', target: 'patientId' },
  'GET /api/visits/active/:patientId': { in: 'params', key: 'patientId', target: 'patientId' },
  'GET /api/visits/:id': { in: 'params', key: 'id', target: 'visitId' },
  'PATCH /api/visits/:id': { in: 'params', key: 'id', target: 'visitId' },
  'DELETE /api/visits/:id': { in: 'params', key: 'id', target: 'visitId' },
  'GET /api/recordings/visit/:visitId': { in: 'params', key: 'visitId', target: 'visitId' },
  'GET /api/recordings/visit/:visitId/versions': { in: 'params', key: 'visitId', target: 'visitId' },
  'POST /api/recordings': { in: 'body', key: 'visitId', target: 'visitId' },
  'POST /api/recording-sessions': { in: 'body', key: 'visitId', target: 'visitId' },
  'PATCH /api/recordings/:id': { in: 'params', key: 'id', target: 'recordingId' },
  'GET /api/recordings/:id/audio': { in: 'params', key: 'id', target: 'recordingId' },
  'POST /api/recordings/:id/retry': { in: 'params', key: 'id', target: 'recordingId' },
});

/** List routes, narrowed to the caller's care team. */
const LIST_ROUTES: Readonly<Record<string, 'patient' | 'visit'>> = lookupTable({
  'GET /api/patients': 'patient',
  'GET /api/visits/active': 'visit',
  'GET /api/visits/completed': 'visit',
  'GET /api/visits/unassigned': 'visit',
});

const routeOf = (request: { method: string; routeOptions: { url?: string } }) =>
  `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * ACCESS=care-team, enforced around the routes (after the auth guard, before the access audit, so the audit records
 * what was actually shown). A polled list's ETag stays right: a user's narrowed list is a function of the full one.
 */
export function registerCareTeamGuard(app: FastifyInstance, careTeam: CareTeamService): void {
  app.addHook('preHandler', async (request) => {
    const route = OPEN_ROUTES[routeOf(request)];
    if (!route || !request.actor) return;
    const source: unknown = route.in === 'params' ? request.params : request.body;
    const raw = source && typeof source === 'object' ? (source as Record<string, unknown>)[route.key] : undefined;
    const id = Number(raw);
    // Malformed ids are the route's own 400; 0 is "no patient".
    if (!Number.isSafeInteger(id) || id <= 0) return;
    const reason = request.headers['x-access-reason'];
    await careTeam.checkOpen(
      { [route.target]: id },
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
