import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { LoginResponse } from '@common/schemas/auth.schema';
import { badRequest, forbidden, serviceUnavailable } from '../../lib/http-error';
import type { UsersStore } from '../users/users.store';
import type { AuthService } from './auth.service';
import type { RegistrationService } from './registration.service';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri?: string;
}

export const SSO_FAILED = 'Single sign-on did not complete. Please try again.';
export const SSO_NO_EMAIL = 'The identity provider did not give a verified email address.';
const PENDING_TTL_MS = 10 * 60_000;

type Claims = oidc.IDToken & oidc.UserInfoResponse;

interface Pending {
  verifier: string;
  nonce: string;
  redirectUri: string;
  createdAt: number;
}

/**
 * OpenID Connect sign-in (authorization code with PKCE, state and nonce) through openid-client. A first-time user
 * gets an account with no role, approved only as self-registration would be (in approval mode it waits for the
 * administrator); an existing account is matched by its SSO subject, or once by a verified email.
 */
export class OidcService {
  private config: Promise<oidc.Configuration> | undefined;
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly settings: OidcSettings,
    private readonly deps: { users: UsersStore; registration: RegistrationService; auth: AuthService },
  ) {}

  /** The identity provider's address to send the browser to. */
  async start(defaultRedirectUri: string): Promise<string> {
    const config = await this.discover();
    const redirectUri = this.settings.redirectUri ?? defaultRedirectUri;
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    this.prune();
    this.pending.set(state, { verifier, nonce, redirectUri, createdAt: Date.now() });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return url.href;
  }

  /** Completes the sign-in from the provider's redirect; returns a session like a password login. */
  async finish(callbackUrl: URL, ip: string): Promise<LoginResponse> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const pending = this.pending.get(state);
    this.pending.delete(state);
    if (!pending || Date.now() - pending.createdAt > PENDING_TTL_MS) throw badRequest(SSO_FAILED);
    const config = await this.discover();
    let claims: Claims;
    try {
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: pending.verifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: pending.redirectUri },
      );
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      // Providers put email and name in the ID token or only behind the userinfo endpoint; ask it either way.
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      claims = { ...userInfo, ...idToken };
    } catch {
      throw badRequest(SSO_FAILED);
    }
    const user = await this.accountFor(claims, ip);
    return this.deps.auth.startSession(user, ip, 'sso');
  }

  private async accountFor(claims: Claims, ip: string) {
    const subject = `${this.settings.issuer}|${claims.sub}`;
    const known = await this.deps.users.findBySsoSubject(subject);
    if (known) return known;
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified !== true) throw forbidden(SSO_NO_EMAIL);
    const byEmail = await this.deps.users.findByEmail(email);
    if (byEmail) return (await this.deps.users.linkSsoSubject(byEmail.id, subject)) ?? byEmail;
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 200) : email;
    return this.deps.registration.createAccount(
      // No password: the account signs in through the provider (an unguessable one fills the column).
      { name, email, role: 'facility_staff', password: randomBytes(32).toString('base64url'), ssoSubject: subject },
      { by: { actor: null, ip } },
    );
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.config ??= oidc
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // Plain http only to a provider on this machine (the config refuses it elsewhere).
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.config = undefined;
        throw serviceUnavailable(`The identity provider cannot be reached (${(error as Error).message})`);
      });
    return this.config;
  }

  private prune(): void {
    const cutoff = Date.now() - PENDING_TTL_MS;
    for (const [state, entry] of this.pending) if (entry.createdAt < cutoff) this.pending.delete(state);
    if (this.pending.size > 10_000) this.pending.clear();
  }
}
