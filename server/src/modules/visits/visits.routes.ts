import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@common/schemas/fields.schema';
import { activeVisitParamSchema, updateVisitSchema } from '@common/schemas/visit.schema';
import { parseInput, requireVersion } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { VisitsService } from './visits.service';

export function registerVisitsRoutes(app: FastifyInstance, visits: VisitsService): void {
  const provider = { config: { access: 'provider' as const } };

  // The lists are polled every 5 s: an unchanged list answers 304 to the client's If-None-Match.
  for (const list of ['active', 'completed', 'unassigned'] as const) {
    app.get(`/api/visits/${list}`, provider, async (request, reply) => {
      const tag = await visits.listTag(list);
      reply.header('ETag', tag);
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      return visits.list(list);
    });
  }

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
    requireVersion(request.body);
    const patch = parseInput(updateVisitSchema, request.body);
    return visits.update(id, patch, contextOf(request));
  });

  app.delete('/api/visits/:id', provider, async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    await visits.delete(id, contextOf(request));
    reply.code(204);
  });
}
