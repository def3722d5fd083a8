import type { PatientsRepository } from './patients.repository';

/**
 * What other modules may read of the patients table, inside their own transaction. The repository stays private to
 * this module (a module never imports another module's repository); the container passes it in.
 */
export type PatientsStore = Pick<PatientsRepository, 'findById'>;
