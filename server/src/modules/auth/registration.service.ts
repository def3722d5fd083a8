import { toStoredRole, type RegistrationRole } from '@common/roles';
import type { RegisterData, RegisterResponse } from '@common/schemas/auth.schema';
import type { Database, Transaction } from '../../db/database';
import type { LocksRepository } from '../../db/locks.repository';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import { toActor } from '../users/users.dto';
import type { NewUserRow, UserRow, UsersStore } from '../users/users.store';
import { hashPassword } from './password';
import { assertPasswordAcceptable } from './password-policy';

export type RegistrationMode = 'approval' | 'open' | 'closed';

export const REGISTRATION_CLOSED = 'Registration is closed. Ask the clinic administrator for an account.';
export const NO_SUCH_DOCTOR = 'No account with this id';
export const EMAIL_TAKEN = 'An account with this email already exists';

export interface RegistrationServiceDeps {
  db: Database;
  users: UsersStore;
  audit: AuditStore;
  locks: LocksRepository;
  mode: RegistrationMode;
}

/** A new account's fields; approval and the administrator flag are decided here, never by the caller's body. */
export interface NewAccount {
  name: string;
  email: string;
  role: RegistrationRole;
  password: string;
  dateOfBirth?: string | null;
  gender?: string | null;
  phoneNumber?: string | null;
  doctorId?: number | null;
  ssoSubject?: string | null;
}

/**
 * Who may create accounts and what a new account may do. The first account ever is the clinic's administrator and
 * works at once; after it, REGISTRATION decides: approval (the default) lets people register and sign in but shows
 * them no patient data until an administrator approves them, open is the spec's behaviour, closed refuses.
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationServiceDeps) {}

  /**
   * Self-registration. Answers the same for a new and an already registered email (nothing is created or changed
   * for the latter), so the answer does not tell who has an account.
   */
  async register(input: RegisterData, ip: string): Promise<RegisterResponse> {
    if (this.deps.mode === 'closed' && (await this.deps.users.any())) throw forbidden(REGISTRATION_CLOSED);
    assertPasswordAcceptable(input.password);
    const passwordHash = await hashPassword(input.password);
    return this.deps.db.transaction(async (tx) => {
      await this.checkDoctor(input.doctorId, tx);
      const first = await this.lockAndCheckFirst(tx);
      if (!first && this.deps.mode === 'closed') throw forbidden(REGISTRATION_CLOSED);
      const approved = first || this.deps.mode === 'open';
      const row = await this.deps.users.insert(this.rowOf(input, passwordHash, { first, approved }), tx);
      const role = toStoredRole(input.role);
      if (!row) {
        const existing = await this.deps.users.findByEmail(input.email, tx);
        await this.deps.audit.append(
          { actor: null, ip },
          { action: 'register', entityType: 'user', entityId: existing?.id ?? null, detail: { duplicate: true } },
          tx,
        );
        return { name: input.name, email: input.email, role, approved };
      }
      await this.deps.audit.append(
        { actor: toActor(row), ip },
        { action: 'register', entityType: 'user', entityId: row.id, detail: { approved, isAdmin: row.isAdmin } },
        tx,
      );
      return { name: row.name, email: row.email, role, approved: row.approved };
    });
  }

  /**
   * An account made by an administrator (approved at once) or by a first single sign-on (approved as
   * registration would be). A taken email is a 409: the caller is trusted, or (SSO) matched by email before.
   */
  async createAccount(
    input: NewAccount,
    options: { by: RequestContext | { actor: null; ip: string }; isAdmin?: boolean; approved?: boolean },
  ): Promise<UserRow> {
    if (!input.ssoSubject) assertPasswordAcceptable(input.password);
    const passwordHash = await hashPassword(input.password);
    return this.deps.db.transaction(async (tx) => {
      await this.checkDoctor(input.doctorId, tx);
      const first = await this.lockAndCheckFirst(tx);
      const approved = first || (options.approved ?? this.deps.mode === 'open');
      const row = await this.deps.users.insert(
        this.rowOf(input, passwordHash, { first: first || options.isAdmin === true, approved }),
        tx,
      );
      if (!row) throw conflict(EMAIL_TAKEN);
      await this.deps.audit.append(
        options.by,
        {
          action: 'create',
          entityType: 'user',
          entityId: row.id,
          detail: { approved: row.approved, isAdmin: row.isAdmin, sso: Boolean(input.ssoSubject) },
        },
        tx,
      );
      return row;
    });
  }

  /** Serialises account creation, so two first registrations cannot both become the administrator. */
  private async lockAndCheckFirst(tx: Transaction): Promise<boolean> {
    await this.deps.locks.lock(tx, 'accounts', 0);
    return !(await this.deps.users.any(tx));
  }

  private async checkDoctor(doctorId: number | null | undefined, tx: Transaction): Promise<void> {
    // The foreign key would refuse it too, but as a 500; a missing doctor is the caller's mistake.
    if (doctorId != null && !(await this.deps.users.findById(doctorId, tx))) {
      throw badRequest(`Invalid input - doctorId: ${NO_SUCH_DOCTOR}`, [{ path: 'doctorId', message: NO_SUCH_DOCTOR }]);
    }
  }

  private rowOf(input: NewAccount, passwordHash: string, flags: { first: boolean; approved: boolean }): NewUserRow {
    return {
      name: input.name,
      email: input.email,
      passwordHash,
      role: toStoredRole(input.role),
      dateOfBirth: input.dateOfBirth ?? null,
      gender: input.gender ?? null,
      phoneNumber: input.phoneNumber ?? null,
      doctorId: input.doctorId ?? null,
      isAdmin: flags.first,
      approved: flags.approved,
      ssoSubject: input.ssoSubject ?? null,
    };
  }
}
