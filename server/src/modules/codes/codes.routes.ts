import type { FastifyInstance } from 'fastify';
import { codeSearchQuerySchema } from '@common/schemas/codes.schema';
import { parseInput } from '../../lib/validate';
import type { CodesService } from './codes.service';

export function registerCodesRoutes(app: FastifyInstance, codes: CodesService): void {
  app.get('/api/codes/search', { config: { access: 'provider' } }, async (request) => {
    const query = parseInput(codeSearchQuerySchema, request.query);
    return codes.search(query);
  });
}
