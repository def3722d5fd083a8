import type { AuditRepository } from './audit.repository';

export type { AuditAction } from './audit.repository';

/**
 * What other modules may do with the audit log: append an entry inside their own transaction. The repository stays
 * private to this module (a module never imports another module's repository); the container passes it in.
 */
export type AuditStore = Pick<AuditRepository, 'append'>;
