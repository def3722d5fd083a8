import type { FastifyInstance } from 'fastify';
import { answer } from '../../lib/route-docs';
import { contextOf } from '../auth/auth.guard';
import type { UsersService } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, users: UsersService): void {
  const user = { tags: ['Users'], summary: 'The signed-in account', response: { 200: answer('UserDto') } };
  app.get('/api/user', { config: { access: 'session' }, schema: user }, async (request) =>
    users.getCurrent(contextOf(request).actor.id),
  );

  const doctors = {
    tags: ['Users'],
    summary: 'Doctors a visit can be sent to',
    response: { 200: answer('[{ id, name }] by name') },
  };
  app.get('/api/doctors', { config: { access: 'provider' }, schema: doctors }, async () => users.listDoctors());
}
