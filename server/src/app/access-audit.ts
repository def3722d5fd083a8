import { lookupTable } from '../lib/lookup-table';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEntity } from '../modules/audit/audit.repository';
import type { AuditService } from '../modules/audit/audit.service';

/** The list routes of patient data and what their items are. */
const LIST_ROUTES: Readonly<Record<string, AuditEntity>> = lookupTable({
  'GET /api/patients': 'patient',
  'GET /api/visits/active': 'visit',
  'GET /api/visits/completed': 'visit',
  'GET /api/visits/unassigned': 'visit',
});

/** The entity a patient-data route is about, from its path. */
function entityOf(url: string): AuditEntity {
  if (url.startsWith('/api/patients')) return 'patient';
  if (url.includes('/audio')) return 'audio';
  if (url.startsWith('/api/recordings') || url.startsWith('/api/transcribe')) return 'recording';
  return 'visit';
}

function isPatientData(request: FastifyRequest): boolean {
  const access = request.routeOptions.config.access ?? 'provider';
  return request.url.startsWith('/api/') && (access === 'provider' || access === 'doctor');
}

function idsOf(payload: unknown): { ids: number[]; patientIds: number[] } | null {
  if (typeof payload !== 'string') return null;
  let items: unknown;
  try {
    items = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!Array.isArray(items)) return null;
  const ids: number[] = [];
  const patientIds = new Set<number>();
  for (const item of items as Array<{ id?: unknown; patientId?: unknown }>) {
    if (typeof item?.id === 'number') ids.push(item.id);
    if (typeof item?.patientId === 'number') patientIds.add(item.patientId);
  }
  return { ids, patientIds: [...patientIds] };
}

/**
 * Audits what services cannot see: the records each list answer showed (ids, and the patients they belong to), and
 * every 403 or 404 on a patient-data route with the route asked for. Services audit single reads and writes in
 * their own transactions.
 */
export function registerAccessAudit(app: FastifyInstance, audit: AuditService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.url || !isPatientData(request)) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const status = reply.statusCode;
    const ip = request.ip;
    if (status === 403 || status === 404) {
      const id = Number((request.params as Record<string, unknown> | undefined)?.id);
      await audit.recordRefusal(request.actor ? { actor: request.actor, ip } : { actor: null, ip }, {
        route,
        // Without the query string: a search term may be clinical text.
        url: request.url.split('?')[0]?.slice(0, 300) ?? '',
        status,
        entityType: entityOf(request.routeOptions.url),
        entityId: Number.isSafeInteger(id) && id > 0 ? id : null,
      });
      return payload;
    }
    const entityType = LIST_ROUTES[route];
    if (status === 200 && entityType && request.actor) {
      const listed = idsOf(payload);
      // A patient's own id is its patient id.
      if (listed && entityType === 'patient') listed.patientIds = listed.ids;
      if (listed) await audit.recordList({ actor: request.actor, ip }, { route, entityType, ...listed });
    }
    return payload;
  });
}
