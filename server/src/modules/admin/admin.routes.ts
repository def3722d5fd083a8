import type { FastifyInstance } from 'fastify';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@common/schemas/admin.schema';
import { idParamSchema } from '@common/schemas/fields.schema';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { AdminService } from './admin.service';

export function registerAdminRoutes(app: FastifyInstance, admin: AdminService): void {
  app.get('/api/admin/users', { config: { access: 'admin' } }, async (request) => admin.listUsers(contextOf(request)));

  app.post('/api/admin/users', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(adminUserCreateSchema, request.body);
    reply.code(201);
    return admin.createUser(input, contextOf(request));
  });

  app.patch('/api/admin/users/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const patch = parseInput(adminUserUpdateSchema, request.body);
    return admin.updateUser(id, patch, contextOf(request));
  });
}
