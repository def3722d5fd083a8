import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '@common/schemas/auth.schema';
import { answer, failure, noBody } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import { contextOf } from './auth.guard';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  const register = {
    tags: ['Auth'],
    summary: 'Create an account',
    body: registerSchema,
    response: { 201: answer('The new account (UserDto)'), 409: failure('The email already has an account') },
  };
  app.post('/api/auth/register', { config: { access: 'public' }, schema: register }, async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    reply.code(201);
    return auth.register(input, request.ip);
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
}
