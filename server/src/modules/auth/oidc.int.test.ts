import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, UserDto } from '@common/schemas/auth.schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A real OpenID provider (oidc-provider, dev interactions) on 127.0.0.1, and the app in approval mode. */
const REDIRECT = 'http://localhost/api/auth/oidc/callback';
let idp: Server;
let issuer: string;
let t: TestApp;
let admin: LoginResponse;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'chartscribe',
        client_secret: 'sso test secret',
        redirect_uris: [REDIRECT],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@sso.test`, email_verified: true, name: `Sso ${id}` }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['chartscribe sso test cookie key'] },
  });
  const handle = provider.callback();
  idp.on('request', (req, res) => void handle(req, res));
  t = await createTestApp({
    REGISTRATION: 'approval',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'chartscribe',
    OIDC_CLIENT_SECRET: 'sso test secret',
    OIDC_REDIRECT_URI: REDIRECT,
  });
  admin = await t.signUp('doctor', 'Local Admin');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

/** Walks the provider's login and consent pages like a browser (cookies kept), until it redirects back to us. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(REDIRECT)) return url;
    const page = /\/interaction\/[^/?]+$/.test(new URL(url).pathname);
    const html = page ? await (await send(url, jar)).text() : '';
    const res = page
      ? await send(
          url,
          jar,
          html.includes('name="login"') ? { prompt: 'login', login, password: 'x' } : { prompt: 'consent' },
        )
      : await send(url, jar);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

async function send(url: string, jar: Map<string, string>, form?: Record<string, string>) {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return res;
}

async function ssoSignIn(login: string): Promise<URLSearchParams> {
  const start = await t.call('GET', '/api/auth/oidc/start');
  expect(start.statusCode).toBe(302);
  const back = new URL(await signInAtProvider(String(start.headers.location), login));
  const callback = await t.call('GET', `${back.pathname}${back.search}`);
  expect(callback.statusCode).toBe(302);
  const location = String(callback.headers.location);
  expect(location.startsWith('/sso#')).toBe(true);
  return new URLSearchParams(location.slice('/sso#'.length));
}

describe('OpenID Connect single sign-on', () => {
  it('says it is on', async () => {
    expect((await t.call('GET', '/api/auth/oidc')).json()).toEqual({ enabled: true });
  });

  it('signs a first-time user in as an unapproved account without a role; the same person comes back to it', async () => {
    const first = await ssoSignIn('nina');
    expect(first.get('error')).toBeNull();
    const token = first.get('token') ?? '';
    const me = (await t.call('GET', '/api/user', { token })).json<UserDto>();
    expect(me).toMatchObject({ email: 'nina@sso.test', name: 'Sso nina', approved: false, isAdmin: false, role: null });
    expect((await t.call('GET', '/api/patients', { token })).statusCode).toBe(403);

    await t.call('PATCH', `/api/admin/users/${me.id}`, {
      token: admin.token,
      body: { approved: true, role: 'doctor' },
    });
    const again = await ssoSignIn('nina');
    const second = (await t.call('GET', '/api/user', { token: again.get('token') ?? '' })).json<UserDto>();
    expect(second.id).toBe(me.id);
    expect((await t.call('GET', '/api/patients', { token: again.get('token') ?? '' })).statusCode).toBe(200);
  });

  it('refuses a callback it did not start', async () => {
    const forged = await t.call('GET', '/api/auth/oidc/callback?code=abc&state=made-up');
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toMatch(/^\/sso#error=/);
  });
});
