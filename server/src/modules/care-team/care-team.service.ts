import { OUTSIDE_CARE_TEAM } from '@common/access';
import { badRequest, forbidden } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { CareTeamRepository } from './care-team.repository';

export { OUTSIDE_CARE_TEAM } from '@common/access';
export const REASON_COVERS_HOURS = 12;
export const REASON_TOO_LONG = 'The access reason must be at most 500 characters';

/** A list item as the API returns it: a patient (its id) or a visit (its patient and provider). */
interface ListItem {
  id?: unknown;
  patientId?: unknown;
  providerId?: unknown;
}

/**
 * ACCESS=care-team: clinicians see their own patients (and unassigned visits) in lists, and open anyone else's chart
 * only by giving a reason, which is audited.
 */
export class CareTeamService {
  constructor(private readonly deps: { careTeam: CareTeamRepository; audit: AuditStore }) {}

  /** Allows opening a patient's chart (or a visit of it), or refuses without a reason; audits a given reason. */
  async checkOpen(
    target: { patientId?: number; visitId?: number; recordingId?: number },
    reason: string | undefined,
    route: string,
    context: RequestContext,
  ): Promise<void> {
    const visitId = target.recordingId ? await this.deps.careTeam.visitOfRecording(target.recordingId) : target.visitId;
    const patientId = target.patientId ?? (visitId ? await this.deps.careTeam.patientOfVisit(visitId) : undefined);
    // An unknown visit falls through to the route's own 404; a visit without a patient is everyone's to pick up.
    // An unknown patient id is treated like someone else's patient, so ids cannot be probed without a reason.
    if (patientId == null) return;
    if ((await this.deps.careTeam.patientIdsOf(context.actor.id)).has(patientId)) return;
    const given = reason?.trim();
    if (!given) {
      // A reason given for this chart covers its visits and notes for a working day.
      const since = new Date(Date.now() - REASON_COVERS_HOURS * 3_600_000);
      if (await this.deps.careTeam.openedWithReasonSince(context.actor.id, patientId, since)) return;
      throw forbidden(OUTSIDE_CARE_TEAM);
    }
    if (given.length > 500) throw badRequest(REASON_TOO_LONG);
    await this.deps.audit.append(context, {
      action: 'break_glass',
      entityType: 'patient',
      entityId: patientId,
      patientId,
      detail: { route, reason: given },
    });
  }

  /** Keeps the caller's patients, and visits of them, of theirs, or without a patient. */
  async filterList<T extends ListItem>(items: T[], kind: 'patient' | 'visit', context: RequestContext): Promise<T[]> {
    const mine = await this.deps.careTeam.patientIdsOf(context.actor.id);
    return items.filter((item) =>
      kind === 'patient'
        ? typeof item.id === 'number' && mine.has(item.id)
        : item.patientId == null ||
          item.providerId === context.actor.id ||
          (typeof item.patientId === 'number' && mine.has(item.patientId)),
    );
  }
}
