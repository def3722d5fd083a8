import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@common/schemas/fields.schema';
import { activeVisitParamSchema, updateVisitSchema } from '@common/schemas/visit.schema';
import { answer, failure, noBody } from '../../lib/route-docs';
import { parseInput, requireVersion } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { VisitsService } from './visits.service';

export function registerVisitsRoutes(app: FastifyInstance, visits: VisitsService): void {
  const provider = { config: { access: 'provider' as const } };
  const tags = ['Visits'];
  const LISTS = {
    active: 'Open visits (not completed), newest visit date first',
    completed: 'Completed visits, newest completion first',
    unassigned: 'Open visits without a patient, newest first',
  };

  // The lists are polled every 5 s: an unchanged list answers 304 to the client's If-None-Match.
  for (const list of ['active', 'completed', 'unassigned'] as const) {
    const schema = {
      tags,
      summary: LISTS[list],
      response: { 200: answer('VisitSummaryDto[], with an ETag'), 304: noBody('Unchanged since If-None-Match') },
    };
    app.get(`/api/visits/${list}`, { ...provider, schema }, async (request, reply) => {
      const tag = await visits.listTag(list);
      reply.header('ETag', tag);
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      return visits.list(list);
    });
  }

  const active = {
    tags,
    summary: "A patient's open visit, created if none (patientId 0: the caller's unassigned visit)",
    params: activeVisitParamSchema,
    response: { 200: answer('VisitDto'), 404: failure('Patient not found') },
  };
  app.get('/api/visits/active/:patientId', { ...provider, schema: active }, async (request) => {
    const { patientId } = parseInput(activeVisitParamSchema, request.params);
    return visits.getOrCreateActive(patientId, contextOf(request));
  });

  const read = {
    tags,
    summary: 'A visit',
    params: idParamSchema,
    response: { 200: answer('VisitDto'), 404: failure('Visit not found') },
  };
  app.get('/api/visits/:id', { ...provider, schema: read }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return visits.get(id, contextOf(request));
  });

  const update = {
    tags,
    summary: 'Edit a visit, assign it, send it for review or complete it (completing and finalDiagnosis: doctors)',
    params: idParamSchema,
    body: updateVisitSchema,
    response: {
      200: answer('VisitDto'),
      404: failure('Visit not found'),
      409: failure('Completed visit, a transition the workflow does not allow, or a stale version'),
    },
  };
  app.patch('/api/visits/:id', { ...provider, schema: update }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    requireVersion(request.body);
    const patch = parseInput(updateVisitSchema, request.body);
    return visits.update(id, patch, contextOf(request));
  });

  const remove = {
    tags,
    summary: 'Delete an open visit with its recordings and audio',
    params: idParamSchema,
    response: {
      204: noBody('Deleted'),
      404: failure('Visit not found'),
      409: failure('A completed visit is kept for reference and billing'),
    },
  };
  app.delete('/api/visits/:id', { ...provider, schema: remove }, async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    await visits.delete(id, contextOf(request));
    reply.code(204);
  });
}
