import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@common/schemas/fields.schema';
import { insertPatientSchema } from '@common/schemas/patient.schema';
import { answer, failure } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { PatientsService } from './patients.service';

export function registerPatientsRoutes(app: FastifyInstance, patients: PatientsService): void {
  const tags = ['Patients'];

  const list = { tags, summary: 'Every patient, by name', response: { 200: answer('PatientDto[]') } };
  app.get('/api/patients', { config: { access: 'provider' }, schema: list }, async () => patients.list());

  const create = { tags, summary: 'Add a patient', body: insertPatientSchema, response: { 201: answer('PatientDto') } };
  app.post('/api/patients', { config: { access: 'provider' }, schema: create }, async (request, reply) => {
    const input = parseInput(insertPatientSchema, request.body);
    reply.code(201);
    return patients.create(input, contextOf(request));
  });

  const read = {
    tags,
    summary: 'A patient with their visits (newest first)',
    params: idParamSchema,
    response: { 200: answer('PatientWithVisitsDto'), 404: failure('Patient not found') },
  };
  app.get('/api/patients/:id', { config: { access: 'provider' }, schema: read }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return patients.getWithVisits(id, contextOf(request));
  });
}
