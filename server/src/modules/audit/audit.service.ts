import type { RequestContext } from '../../lib/request-context';
import type { AuditEntity, AuditRepository } from './audit.repository';

/** One list answer: which records the caller was shown. */
export interface ListedRecords {
  route: string;
  entityType: AuditEntity;
  ids: number[];
  patientIds: number[];
}

/** Audit entries written around requests rather than inside a service's transaction: lists and refusals. */
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  /** A list of patient data was returned: which ids, and whose patients, so `npm run audit -- --patient` finds it. */
  async recordList(context: RequestContext, listed: ListedRecords): Promise<void> {
    await this.audit.append(context, {
      action: 'list',
      entityType: listed.entityType,
      detail: { route: listed.route, ids: listed.ids, patientIds: listed.patientIds },
    });
  }

  /** A patient-data route answered 403 or 404: who asked for what. */
  async recordRefusal(
    context: RequestContext | { actor: null; ip: string },
    refusal: { route: string; url: string; status: number; entityType: AuditEntity; entityId: number | null },
  ): Promise<void> {
    await this.audit.append(context, {
      action: 'refused',
      entityType: refusal.entityType,
      entityId: refusal.entityId,
      patientId: refusal.entityType === 'patient' ? refusal.entityId : null,
      detail: { route: refusal.route, url: refusal.url, status: refusal.status },
    });
  }
}
