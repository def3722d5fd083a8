import type { FastifyInstance } from 'fastify';
import { contextOf } from '../auth/auth.guard';
import type { UsersService } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, users: UsersService): void {
  app.get('/api/user', { config: { access: 'session' } }, async (request) =>
    users.getCurrent(contextOf(request).actor.id),
  );

  app.get('/api/doctors', { config: { access: 'provider' } }, async () => users.listDoctors());
}
