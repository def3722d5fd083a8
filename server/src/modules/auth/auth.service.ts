import type { LoginResponse, SessionDto, UserDto } from '@common/schemas/auth.schema';
import type { Database } from '../../db/database';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-error';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import { toActor, toUserDto } from '../users/users.dto';
import type { UserRow, UsersStore } from '../users/users.store';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { assertPasswordAcceptable } from './password-policy';
import { generateSessionToken, hashSessionToken } from './session-token';
import type { SessionsRepository } from './sessions.repository';
import type { SessionKeyCache } from './token-limits';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact the clinic administrator.';
export const SESSION_INVALID = 'Your session has expired or is not valid. Please log in again.';
export const NO_SUCH_SESSION = 'No such session';

export interface AuthServiceDeps {
  db: Database;
  users: UsersStore;
  sessions: SessionsRepository;
  audit: AuditStore;
  throttle: LoginThrottle;
  sessionTtlHours: number;
  /** Told about each new session, so the request limiter counts it per user from its first request. */
  sessionKeys?: SessionKeyCache;
  now?: () => Date;
}

/** Sign-in, sessions and passwords. Account creation is RegistrationService's. */
export class AuthService {
  private readonly now: () => Date;

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async login(email: string, password: string, ip: string): Promise<LoginResponse> {
    const { throttle, users, audit } = this.deps;
    const wait = throttle.blockedForSeconds(email, ip);
    if (wait > 0) throw tooManyRequests(tooManyLogins(wait));
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
    throttle.recordSuccess(email, ip);
    if (!user.active) {
      await audit.append(
        { actor: toActor(user), ip },
        { action: 'login_refused', entityType: 'user', entityId: user.id },
      );
      throw forbidden(ACCOUNT_DEACTIVATED);
    }
    return this.startSession(user, ip);
  }

  /** A new session for an account whose identity was established (password, or single sign-on). */
  async startSession(user: UserRow, ip: string, method: 'password' | 'sso' = 'password'): Promise<LoginResponse> {
    if (!user.active) throw forbidden(ACCOUNT_DEACTIVATED);
    const token = generateSessionToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.deps.sessionTtlHours * 3_600_000);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.create({ tokenHash: hashSessionToken(token), userId: user.id, expiresAt, ip }, tx);
      await this.deps.users.markLogin(user.id, now, tx);
      await this.deps.audit.append(
        { actor: toActor(user), ip },
        { action: 'login', entityType: 'session', entityId: user.id, detail: { method } },
        tx,
      );
    });
    this.deps.sessionKeys?.remember(hashSessionToken(token), user.id);
    return { token, expiresAt: expiresAt.toISOString(), user: toUserDto(user) };
  }

  async logout(token: string, actor: Actor, ip: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.revoke(hashSessionToken(token), this.now(), tx);
      await this.deps.audit.append({ actor, ip }, { action: 'logout', entityType: 'session' }, tx);
    });
  }

  /** Ends every session of the caller, this one included. */
  async logoutAll(context: RequestContext): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const ended = await this.deps.sessions.revokeAllOf(context.actor.id, this.now(), undefined, tx);
      await this.deps.audit.append(context, { action: 'logout_all', entityType: 'session', detail: { ended } }, tx);
    });
  }

  /** Changes the caller's password after checking the current one; every other session of the caller ends. */
  async changePassword(
    input: { currentPassword: string; newPassword: string },
    token: string,
    context: RequestContext,
  ): Promise<void> {
    const { users, throttle } = this.deps;
    const user = await users.findById(context.actor.id);
    if (!user) throw unauthorized(SESSION_INVALID);
    const wait = throttle.blockedForSeconds(user.email, context.ip);
    if (wait > 0) throw tooManyRequests(tooManyLogins(wait));
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throttle.recordFailure(user.email, context.ip);
      throw badRequest(`Invalid input - currentPassword: ${WRONG_CURRENT_PASSWORD}`, [
        { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
      ]);
    }
    assertPasswordAcceptable(input.newPassword, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.db.transaction(async (tx) => {
      await users.setPasswordHash(user.id, passwordHash, tx);
      const ended = await this.deps.sessions.revokeAllOf(user.id, this.now(), hashSessionToken(token), tx);
      await this.deps.audit.append(
        context,
        { action: 'password_change', entityType: 'user', entityId: user.id, detail: { endedSessions: ended } },
        tx,
      );
    });
  }

  async listSessions(token: string, context: RequestContext): Promise<SessionDto[]> {
    const current = hashSessionToken(token);
    const rows = await this.deps.sessions.listLive(context.actor.id, this.now());
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      current: row.tokenHash === current,
    }));
  }

  async endSession(id: number, context: RequestContext): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.sessions.revokeById(context.actor.id, id, this.now(), tx))) throw notFound(NO_SUCH_SESSION);
      await this.deps.audit.append(context, { action: 'logout', entityType: 'session', entityId: id }, tx);
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

function tooManyLogins(seconds: number): string {
  return `Too many failed login attempts. Please wait ${seconds} seconds and try again.`;
}
