import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, loginSchema, registerSchema } from '@common/schemas/auth.schema';
import { idParamSchema } from '@common/schemas/fields.schema';
import { answer, failure, noBody } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import { contextOf } from './auth.guard';
import type { AuthService } from './auth.service';
import type { RegistrationService } from './registration.service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, registration: RegistrationService): void {
  const register = {
    tags: ['Auth'],
    summary: 'Create an account (the same answer whether or not the email already has one)',
    body: registerSchema,
    response: {
      201: answer('{ name, email, role, approved }'),
      403: failure('Self-registration is closed (REGISTRATION=closed)'),
    },
  };
  app.post('/api/auth/register', { config: { access: 'public' }, schema: register }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    reply.code(201);
    return registration.register(input, request.ip);
  });

  const login = {
    tags: ['Auth'],
    summary: 'Sign in; the token goes in `Authorization: Bearer`',
    body: loginSchema,
    response: { 200: answer('{ token, expiresAt, user }'), 401: failure('Invalid email or password') },
  };
  app.post('/api/auth/login', { config: { access: 'public' }, schema: login }, async (request) => {
    const input = parseInput(loginSchema, request.body);
    return auth.login(input.email, input.password, request.ip);
  });

  const logout = { tags: ['Auth'], summary: "End the caller's session", response: { 204: noBody('Signed out') } };
  app.post('/api/auth/logout', { config: { access: 'session' }, schema: logout }, async (request, reply) => {
    const context = contextOf(request);
    await auth.logout(request.sessionToken ?? '', context.actor, context.ip);
    reply.code(204);
  });

  const logoutAll = {
    tags: ['Auth'],
    summary: 'End every session of the caller',
    response: { 204: noBody('Signed out everywhere') },
  };
  app.post('/api/auth/logout-all', { config: { access: 'session' }, schema: logoutAll }, async (request, reply) => {
    await auth.logoutAll(contextOf(request));
    reply.code(204);
  });

  const password = {
    tags: ['Auth'],
    summary: "Change the caller's password; the caller's other sessions end",
    body: changePasswordSchema,
    response: { 204: noBody('Changed'), 401: failure('The current password is wrong') },
  };
  app.post('/api/auth/password', { config: { access: 'session' }, schema: password }, async (request, reply) => {
    const input = parseInput(changePasswordSchema, request.body);
    await auth.changePassword(input, request.sessionToken ?? '', contextOf(request));
    reply.code(204);
  });

  const sessions = { tags: ['Auth'], summary: "The caller's sessions", response: { 200: answer('SessionDto[]') } };
  app.get('/api/auth/sessions', { config: { access: 'session' }, schema: sessions }, async (request) =>
    auth.listSessions(request.sessionToken ?? '', contextOf(request)),
  );

  const endSession = {
    tags: ['Auth'],
    summary: "End one of the caller's sessions",
    params: idParamSchema,
    response: { 204: noBody('Ended'), 404: failure('No such session of the caller') },
  };
  app.delete(
    '/api/auth/sessions/:id',
    { config: { access: 'session' }, schema: endSession },
    async (request, reply) => {
      const { id } = parseInput(idParamSchema, request.params);
      await auth.endSession(id, contextOf(request));
      reply.code(204);
    },
  );
}
