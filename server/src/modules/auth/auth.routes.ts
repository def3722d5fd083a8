import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, loginSchema, registerSchema } from '@common/schemas/auth.schema';
import { idParamSchema } from '@common/schemas/fields.schema';
import { parseInput } from '../../lib/validate';
import { contextOf } from './auth.guard';
import type { AuthService } from './auth.service';
import type { RegistrationService } from './registration.service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, registration: RegistrationService): void {
  app.post('/api/auth/register', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    reply.code(201);
    return registration.register(input, request.ip);
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

  app.post('/api/auth/logout-all', { config: { access: 'session' } }, async (request, reply) => {
    await auth.logoutAll(contextOf(request));
    reply.code(204);
  });

  app.post('/api/auth/password', { config: { access: 'session' } }, async (request, reply) => {
    const input = parseInput(changePasswordSchema, request.body);
    await auth.changePassword(input, request.sessionToken ?? '', contextOf(request));
    reply.code(204);
  });

  app.get('/api/auth/sessions', { config: { access: 'session' } }, async (request) =>
    auth.listSessions(request.sessionToken ?? '', contextOf(request)),
  );

  app.delete('/api/auth/sessions/:id', { config: { access: 'session' } }, async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    await auth.endSession(id, contextOf(request));
    reply.code(204);
  });
}
