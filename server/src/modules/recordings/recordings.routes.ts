import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@common/schemas/fields.schema';
import { insertRecordingSchema, updateRecordingSchema } from '@common/schemas/recording.schema';
import { parseInput, requireVersion } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { RecordingsService } from './recordings.service';

const visitIdParamSchema = z.object({ visitId: idParamSchema.shape.id });

export function registerRecordingsRoutes(app: FastifyInstance, recordings: RecordingsService): void {
  const provider = { config: { access: 'provider' as const } };

  app.post('/api/recordings', provider, async (request, reply) => {
    const input = parseInput(insertRecordingSchema, request.body);
    reply.code(201);
    return recordings.create(input, contextOf(request));
  });

  app.patch('/api/recordings/:id', provider, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    requireVersion(request.body);
    const patch = parseInput(updateRecordingSchema, request.body);
    return recordings.update(id, patch, contextOf(request));
  });

  app.get('/api/recordings/visit/:visitId', provider, async (request) => {
    const { visitId } = parseInput(visitIdParamSchema, request.params);
    return recordings.listForVisit(visitId, contextOf(request));
  });
}
