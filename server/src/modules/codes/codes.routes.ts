import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { codeSearchQuerySchema, codeSearchResultSchema } from '@common/schemas/codes.schema';
import { answer } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import type { CodesService } from './codes.service';

export function registerCodesRoutes(app: FastifyInstance, codes: CodesService): void {
  const search = {
    tags: ['Codes'],
    summary: 'Search a code system by code or words',
    querystring: codeSearchQuerySchema,
    response: { 200: answer('Matching codes, best first', z.array(codeSearchResultSchema)) },
  };
  app.get('/api/codes/search', { config: { access: 'provider' }, schema: search }, async (request) => {
    const query = parseInput(codeSearchQuerySchema, request.query);
    return codes.search(query);
  });
}
