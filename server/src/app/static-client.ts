import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client; unknown /api paths answer 404 JSON, every other GET gets index.html so client-side
 * routes survive a reload.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && existsSync(indexFile);
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: isApi ? 'API route not found' : 'Not found' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
