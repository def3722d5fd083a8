import { and, asc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import type { RequestContext } from '../../lib/request-context';

export type AuditAction =
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'status_change'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'register'
  | 'stream_audio'
  | 'upload_audio'
  | 'transcribe'
  | 'list'
  | 'refused'
  | 'login_refused'
  | 'logout_all'
  | 'password_change'
  | 'approve'
  | 'unapprove'
  | 'deactivate'
  | 'reactivate'
  | 'role_change'
  | 'admin_grant'
  | 'admin_revoke'
  | 'break_glass'
  | 'retry'
  | 'move';

export type AuditEntity = 'user' | 'session' | 'patient' | 'visit' | 'recording' | 'audio';

export interface AuditEvent {
  action: AuditAction;
  entityType: AuditEntity;
  entityId?: string | number | null;
  patientId?: number | null;
  /** Field names and status moves only — never clinical or personal text. */
  detail?: Record<string, unknown>;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Append-only: the table's trigger refuses UPDATE and DELETE. Writes share the caller's transaction. */
export class AuditRepository {
  constructor(private readonly db: Executor) {}

  async append(
    context: RequestContext | { actor: null; ip: string },
    event: AuditEvent,
    tx: Executor = this.db,
  ): Promise<void> {
    await tx.insert(auditLog).values({
      userId: context.actor?.id ?? null,
      userRole: context.actor?.role ?? null,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId == null ? null : String(event.entityId),
      patientId: event.patientId ?? null,
      ip: context.ip,
      detail: event.detail ?? null,
    });
  }

  /**
   * A patient's access history, oldest first, with the name each user has now: entries about the patient and every
   * list answer that showed one of the patient's records.
   */
  async listForPatient(
    patientId: number,
    since?: Date,
    tx: Executor = this.db,
  ): Promise<Array<AuditRow & { userName: string | null }>> {
    const shown = sql`${auditLog.detail} -> 'patientIds' @> ${JSON.stringify([patientId])}::jsonb`;
    return this.history(or(eq(auditLog.patientId, patientId), shown), since, tx);
  }

  /** Everything one account did (and what was refused to it), oldest first. */
  async listForUser(
    userId: number,
    since?: Date,
    tx: Executor = this.db,
  ): Promise<Array<AuditRow & { userName: string | null }>> {
    return this.history(eq(auditLog.userId, userId), since, tx);
  }

  private async history(where: SQL | undefined, since: Date | undefined, tx: Executor) {
    const rows = await tx
      .select({ entry: auditLog, userName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(and(where, since ? gte(auditLog.at, since) : undefined))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    return rows.map((row) => ({ ...row.entry, userName: row.userName }));
  }

  async listFor(entityType: AuditEntity, entityId: string, tx: Executor = this.db): Promise<AuditRow[]> {
    return tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
  }
}
