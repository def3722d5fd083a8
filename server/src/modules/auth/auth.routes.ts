import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '@common/schemas/auth.schema';
import { parseInput } from '../../lib/validate';
import { contextOf } from './auth.guard';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post('/api/auth/register', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    reply.code(201);
    return auth.register(input, request.ip);
  });

  app.post('/api/auth/login', { config: { access: 'public' } }, async (request) => {
    const input = parseInput(loginSchema, request.body);
    return auth.login(input.email, input.password, request.ip);
  });

  app.post('/api/auth/logout', { config: { access: 'session' } }, async (request, reply) => {
    const context = contextOf(request);
    await auth.logout(request.sessionToken ?? '', context.actor, context.ip);
    reply.code(204);
  });
}
