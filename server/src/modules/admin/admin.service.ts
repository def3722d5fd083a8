import type { AdminUserCreate, AdminUserDto, AdminUserUpdate } from '@common/schemas/admin.schema';
import type { Database } from '../../db/database';
import type { LocksRepository } from '../../db/locks.repository';
import { conflict, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditAction, AuditStore } from '../audit/audit.store';
import type { RegistrationService } from '../auth/registration.service';
import { toAdminUserDto } from '../users/users.dto';
import type { AccountRow, AdminRepository } from './admin.repository';

export const LAST_ADMIN =
  'The last active administrator cannot be removed, deactivated or unapproved. Make another account an administrator first.';
export const NO_SUCH_ACCOUNT = 'No account with this id';

export interface AdminServiceDeps {
  db: Database;
  admin: AdminRepository;
  audit: AuditStore;
  locks: LocksRepository;
  registration: RegistrationService;
  now?: () => Date;
}

const canAdminister = (row: Pick<AccountRow, 'isAdmin' | 'active' | 'approved'>) =>
  row.isAdmin && row.active && row.approved;

/** The clinic administrator's account management (Admin → Users). */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  async listUsers(context: RequestContext): Promise<AdminUserDto[]> {
    const rows = await this.deps.admin.listAccounts();
    await this.deps.audit.append(context, {
      action: 'list',
      entityType: 'user',
      detail: { ids: rows.map((row) => row.id) },
    });
    return rows.map(toAdminUserDto);
  }

  async createUser(input: AdminUserCreate, context: RequestContext): Promise<AdminUserDto> {
    const row = await this.deps.registration.createAccount(input, {
      by: context,
      isAdmin: input.isAdmin,
      approved: true,
    });
    return toAdminUserDto(row);
  }

  /**
   * Approves, (de)activates, changes the role or the administrator flag. The last administrator who can act stays
   * one; deactivating ends every session of the account in the same transaction.
   */
  async updateUser(id: number, patch: AdminUserUpdate, context: RequestContext): Promise<AdminUserDto> {
    const { admin, audit, locks } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      await locks.lock(tx, 'accounts', 0);
      const before = await admin.findAccount(id, tx);
      if (!before) throw notFound(NO_SUCH_ACCOUNT);
      const next = { ...patch };
      // An administrator must be able to act: making one approves it.
      if (next.isAdmin === true) next.approved = true;
      const after = { ...before, ...next };
      if (canAdminister(before) && !canAdminister(after) && (await admin.countOtherWorkingAdmins(id, tx)) === 0) {
        throw conflict(LAST_ADMIN);
      }
      const row = await admin.updateAccount(id, next, tx);
      if (!row) throw notFound(NO_SUCH_ACCOUNT);
      let endedSessions = 0;
      if (before.active && !row.active) endedSessions = await admin.endSessions(id, this.now(), tx);
      for (const [action, detail] of changesOf(before, row)) {
        await audit.append(
          context,
          {
            action,
            entityType: 'user',
            entityId: id,
            detail: action === 'deactivate' ? { ...detail, endedSessions } : detail,
          },
          tx,
        );
      }
      return toAdminUserDto(row);
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

/** One audit entry per changed flag, named for what it means. */
function changesOf(before: AccountRow, after: AccountRow): Array<[AuditAction, Record<string, unknown>]> {
  const changes: Array<[AuditAction, Record<string, unknown>]> = [];
  if (before.approved !== after.approved) changes.push([after.approved ? 'approve' : 'unapprove', {}]);
  if (before.active !== after.active) changes.push([after.active ? 'reactivate' : 'deactivate', {}]);
  if (before.role !== after.role) changes.push(['role_change', { from: before.role, to: after.role }]);
  if (before.isAdmin !== after.isAdmin) changes.push([after.isAdmin ? 'admin_grant' : 'admin_revoke', {}]);
  return changes;
}
