import type { RecordingsRepository } from './recordings.repository';

/**
 * What other modules may read of the recordings table, inside their own transaction. The repository stays private
 * to this module (a module never imports another module's repository); the container passes it in.
 */
export type RecordingsStore = Pick<RecordingsRepository, 'findById' | 'belongsTo'>;
