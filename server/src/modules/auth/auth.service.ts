import { toStoredRole } from '@common/roles';
import type { LoginResponse, RegisterData, UserDto } from '@common/schemas/auth.schema';
import type { Database } from '../../db/database';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/http-error';
import type { Actor } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import { toActor, toUserDto } from '../users/users.dto';
import type { UsersStore } from '../users/users.store';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { generateSessionToken, hashSessionToken } from './session-token';
import type { SessionsRepository } from './sessions.repository';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please wait a few minutes and try again.';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const NO_SUCH_DOCTOR = 'No account with this id';
export const SESSION_INVALID = 'Your session has expired or is not valid. Please log in again.';

export interface AuthServiceDeps {
  db: Database;
  users: UsersStore;
  sessions: SessionsRepository;
  audit: AuditStore;
  throttle: LoginThrottle;
  sessionTtlHours: number;
  now?: () => Date;
}

export class AuthService {
  private readonly now: () => Date;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async register(input: RegisterData, ip: string): Promise<UserDto> {
    const passwordHash = await hashPassword(input.password);
    return this.deps.db.transaction(async (tx) => {
      // The foreign key would refuse it too, but as a 500; a missing doctor is the caller's mistake.
      if (input.doctorId != null && !(await this.deps.users.findById(input.doctorId, tx))) {
        throw badRequest(`Invalid input - doctorId: ${NO_SUCH_DOCTOR}`, [
          { path: 'doctorId', message: NO_SUCH_DOCTOR },
        ]);
      }
      const row = await this.deps.users.insert(
        {
          name: input.name,
          email: input.email,
          passwordHash,
          role: toStoredRole(input.role),
          dateOfBirth: input.dateOfBirth ?? null,
          gender: input.gender ?? null,
          phoneNumber: input.phoneNumber ?? null,
          doctorId: input.doctorId ?? null,
        },
        tx,
      );
      if (!row) throw conflict(EMAIL_TAKEN);
      await this.deps.audit.append(
        { actor: toActor(row), ip },
        { action: 'register', entityType: 'user', entityId: row.id },
        tx,
      );
      return toUserDto(row);
    });
  }

  async login(email: string, password: string, ip: string): Promise<LoginResponse> {
    const { throttle, users, sessions, audit } = this.deps;
    if (throttle.isBlocked(email, ip)) throw tooManyRequests(TOO_MANY_LOGINS);
    const user = await users.findByEmail(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) {
      throttle.recordFailure(email, ip);
      await audit.append(
        { actor: null, ip },
        { action: 'login_failed', entityType: 'user', entityId: user?.id ?? null },
      );
      throw unauthorized(INVALID_CREDENTIALS);
    }
    throttle.recordSuccess(email);
    const token = generateSessionToken();
    const expiresAt = new Date(this.now().getTime() + this.deps.sessionTtlHours * 3_600_000);
    await this.deps.db.transaction(async (tx) => {
      await sessions.create({ tokenHash: hashSessionToken(token), userId: user.id, expiresAt, ip }, tx);
      await audit.append({ actor: toActor(user), ip }, { action: 'login', entityType: 'session' }, tx);
    });
    return { token, expiresAt: expiresAt.toISOString(), user: toUserDto(user) };
  }

  async logout(token: string, actor: Actor, ip: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.revoke(hashSessionToken(token), this.now(), tx);
      await this.deps.audit.append({ actor, ip }, { action: 'logout', entityType: 'session' }, tx);
    });
  }

  /** The actor behind a bearer token, or a 401. */
  async authenticate(token: string | undefined): Promise<{ actor: Actor; user: UserDto }> {
    if (!token) throw unauthorized('Authentication required');
    const row = await this.deps.sessions.findLiveUser(hashSessionToken(token), this.now());
    if (!row) throw unauthorized(SESSION_INVALID);
    return { actor: toActor(row), user: toUserDto(row) };
  }
}
