import type { VisitsRepository } from './visits.repository';

export type { VisitRow } from './visits.repository';

/**
 * What other modules may read and write of the visits table, inside their own transaction. The repository stays
 * private to this module (a module never imports another module's repository); the container passes it in.
 */
export type VisitsStore = Pick<VisitsRepository, 'findById' | 'listSummaries' | 'update' | 'setRecordingsPatient'>;
