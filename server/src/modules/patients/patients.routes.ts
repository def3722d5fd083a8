import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@common/schemas/fields.schema';
import { insertPatientSchema } from '@common/schemas/patient.schema';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { PatientsService } from './patients.service';

export function registerPatientsRoutes(app: FastifyInstance, patients: PatientsService): void {
  app.get('/api/patients', { config: { access: 'provider' } }, async () => patients.list());

  app.post('/api/patients', { config: { access: 'provider' } }, async (request, reply) => {
    const input = parseInput(insertPatientSchema, request.body);
    reply.code(201);
    return patients.create(input, contextOf(request));
  });

  app.get('/api/patients/:id', { config: { access: 'provider' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return patients.getWithVisits(id, contextOf(request));
  });
}
