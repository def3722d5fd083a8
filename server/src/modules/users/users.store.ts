import type { UsersRepository } from './users.repository';

export type { NewUserRow, UserRow } from './users.repository';

/**
 * What other modules may read and write of the users table, inside their own transaction. The repository stays
 * private to this module (a module never imports another module's repository); the container passes it in.
 */
export type UsersStore = Pick<
  UsersRepository,
  | 'any'
  | 'findById'
  | 'findByEmail'
  | 'findBySsoSubject'
  | 'insert'
  | 'linkSsoSubject'
  | 'markLogin'
  | 'setPasswordHash'
>;
