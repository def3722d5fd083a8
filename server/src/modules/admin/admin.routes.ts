import type { FastifyInstance } from 'fastify';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@common/schemas/admin.schema';
import { idParamSchema } from '@common/schemas/fields.schema';
import { answer, failure } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { AdminService } from './admin.service';

const tags = ['Administration'];
const list = {
  tags,
  summary: 'Every account of the clinic (never password fields)',
  response: { 200: answer('AdminUserDto[]') },
};
const create = {
  tags,
  summary: 'Create an account (approved); the way in when self-registration is closed',
  body: adminUserCreateSchema,
  response: { 201: answer('AdminUserDto'), 409: failure('The email already has an account') },
};
const update = {
  tags,
  summary: 'Approve, deactivate, change the role or administrator flag of an account',
  params: idParamSchema,
  body: adminUserUpdateSchema,
  response: {
    200: answer('AdminUserDto'),
    404: failure('No such account'),
    409: failure('The last active administrator cannot be removed or deactivated'),
  },
};

export function registerAdminRoutes(app: FastifyInstance, admin: AdminService): void {
  const access = { config: { access: 'admin' as const } };
  app.get('/api/admin/users', { ...access, schema: list }, async (request) => admin.listUsers(contextOf(request)));

  app.post('/api/admin/users', { ...access, schema: create }, async (request, reply) => {
    const input = parseInput(adminUserCreateSchema, request.body);
    reply.code(201);
    return admin.createUser(input, contextOf(request));
  });

  app.patch('/api/admin/users/:id', { ...access, schema: update }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const patch = parseInput(adminUserUpdateSchema, request.body);
    return admin.updateUser(id, patch, contextOf(request));
  });
}
