import { and, asc, eq } from 'drizzle-orm';
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

  /** A patient's whole access history, oldest first, with the name each user has now. */
  async listForPatient(
    patientId: number,
    tx: Executor = this.db,
  ): Promise<Array<AuditRow & { userName: string | null }>> {
    const rows = await tx
      .select({ entry: auditLog, userName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(eq(auditLog.patientId, patientId))
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
