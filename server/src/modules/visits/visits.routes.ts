import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@common/schemas/fields.schema';
import { activeVisitParamSchema, updateVisitSchema } from '@common/schemas/visit.schema';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { VisitsService } from './visits.service';

export function registerVisitsRoutes(app: FastifyInstance, visits: VisitsService): void {
  const provider = { config: { access: 'provider' as const } };

  app.get('/api/visits/active', provider, async () => visits.list('active'));
  app.get('/api/visits/completed', provider, async () => visits.list('completed'));
  app.get('/api/visits/unassigned', provider, async () => visits.list('unassigned'));

  app.get('/api/visits/active/:patientId', provider, async (request) => {
    const { patientId } = parseInput(activeVisitParamSchema, request.params);
    return visits.getOrCreateActive(patientId, contextOf(request));
  });

  app.get('/api/visits/:id', provider, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return visits.get(id, contextOf(request));
  });

  app.patch('/api/visits/:id', provider, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const patch = parseInput(updateVisitSchema, request.body);
    return visits.update(id, patch, contextOf(request));
  });

  app.delete('/api/visits/:id', provider, async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    await visits.delete(id, contextOf(request));
    reply.code(204);
  });
}
