import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@common/schemas/fields.schema';
import { insertRecordingSchema, updateRecordingSchema } from '@common/schemas/recording.schema';
import { answer, failure } from '../../lib/route-docs';
import { parseInput, requireVersion } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { RecordingsService } from './recordings.service';

const visitIdParamSchema = z.object({ visitId: idParamSchema.shape.id });

export function registerRecordingsRoutes(app: FastifyInstance, recordings: RecordingsService): void {
  const provider = { config: { access: 'provider' as const } };
  const tags = ['Recordings'];

  const create = {
    tags,
    summary: 'Save a note of a visit (doctor_review: doctors only)',
    body: insertRecordingSchema,
    response: {
      201: answer('RecordingDto'),
      404: failure('Visit not found'),
      409: failure('The visit is completed'),
    },
  };
  app.post('/api/recordings', { ...provider, schema: create }, async (request, reply) => {
    const input = parseInput(insertRecordingSchema, request.body);
    reply.code(201);
    return recordings.create(input, contextOf(request));
  });

  const update = {
    tags,
    summary: 'Edit a note (send its version)',
    params: idParamSchema,
    body: updateRecordingSchema,
    response: {
      200: answer('RecordingDto'),
      404: failure('Recording not found'),
      409: failure('The visit is completed, or the note was changed by someone else'),
    },
  };
  app.patch('/api/recordings/:id', { ...provider, schema: update }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    requireVersion(request.body);
    const patch = parseInput(updateRecordingSchema, request.body);
    return recordings.update(id, patch, contextOf(request));
  });

  const versions = {
    tags,
    summary: "The version history of a visit's notes: who changed which fields, when",
    params: visitIdParamSchema,
    response: { 200: answer('NoteVersionDto[]'), 404: failure('Visit not found') },
  };
  app.get('/api/recordings/visit/:visitId/versions', { ...provider, schema: versions }, async (request) => {
    const { visitId } = parseInput(visitIdParamSchema, request.params);
    return recordings.listVersions(visitId, contextOf(request));
  });

  const list = {
    tags,
    summary: "A visit's notes, newest first",
    params: visitIdParamSchema,
    response: { 200: answer('RecordingDto[]'), 404: failure('Visit not found') },
  };
  app.get('/api/recordings/visit/:visitId', { ...provider, schema: list }, async (request) => {
    const { visitId } = parseInput(visitIdParamSchema, request.params);
    return recordings.listForVisit(visitId, contextOf(request));
  });
}
