import { and, eq, gte, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog, patients, recordings, visits } from '../../db/schema';

/** Who is on a patient's care team: whoever created the patient, or created or was assigned one of its visits. */
export class CareTeamRepository {
  constructor(private readonly db: Executor) {}

  /** The ids of every patient the user cares for. */
  async patientIdsOf(userId: number, tx: Executor = this.db): Promise<Set<number>> {
    const created = await tx.select({ id: patients.id }).from(patients).where(eq(patients.createdBy, userId));
    const seen = await tx
      .selectDistinct({ id: visits.patientId })
      .from(visits)
      .where(or(eq(visits.providerId, userId), eq(visits.createdBy, userId)));
    return new Set([...created, ...seen].flatMap((row) => (row.id == null ? [] : [row.id])));
  }

  async patientOfVisit(visitId: number, tx: Executor = this.db): Promise<number | null | undefined> {
    const [row] = await tx.select({ patientId: visits.patientId }).from(visits).where(eq(visits.id, visitId)).limit(1);
    return row ? row.patientId : undefined;
  }

  async visitOfRecording(recordingId: number, tx: Executor = this.db): Promise<number | undefined> {
    const [row] = await tx
      .select({ visitId: recordings.visitId })
      .from(recordings)
      .where(eq(recordings.id, recordingId))
      .limit(1);
    return row?.visitId;
  }

  /** True when the user gave a reason to open this patient's chart since `since` (the audit log is the record). */
  async openedWithReasonSince(
    userId: number,
    patientId: number,
    since: Date,
    tx: Executor = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, userId),
          eq(auditLog.patientId, patientId),
          eq(auditLog.action, 'break_glass'),
          gte(auditLog.at, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
