import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** OWASP ASVS V14.4 (HTTP security headers), V14.5 (origin checks) and V12.5 (served files), HIPAA §164.312(e). */
const PARTNER = 'https://partner.clinic.example';
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>ChartScribe</body></html>';
const SECRET = 'secret-outside-the-client-folder';

let t: TestApp;
let token: string;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'chartscribe-headers-'));
  const clientDir = path.join(workDir, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log("app");');
  writeFileSync(path.join(workDir, 'secret.txt'), SECRET);
  t = await createTestApp({ CLIENT_DIR: clientDir, ALLOWED_ORIGINS: PARTNER });
  token = (await t.signUp('doctor')).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The CSP's directives by name (lower case), each with its sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (typeof header === 'string' ? header : '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

describe('security headers', () => {
  const pages = ['/api/user', '/api/visits/active', '/api/nope', '/', '/visits/active', '/assets/app.js'];

  it('send a Content-Security-Policy without inline or eval scripts, and no framing', async () => {
    for (const url of pages) {
      const res = await t.call('GET', url, { token });
      const csp = parseCsp(res.headers['content-security-policy']);
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      expect(scripts, `${url}: script-src or default-src`).toBeDefined();
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(
        scripts?.some((source) => source === '*' || source.endsWith(':')),
        `${url}: no wildcard script sources`,
      ).toBe(false);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
    }
  });

  it('send nosniff and a strict Referrer-Policy on every response', async () => {
    for (const url of pages) {
      const res = await t.call('GET', url, { token });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], url).toContain(
        res.headers['referrer-policy'],
      );
    }
  });

  it('mark every /api response no-store, errors included', async () => {
    const responses = [
      await t.call('GET', '/api/user', { token }),
      await t.call('GET', '/api/user'),
      await t.call('GET', '/api/visits/abc', { token }),
      await t.call('GET', '/api/no-such-route', { token }),
      await t.call('POST', '/api/auth/login', { body: { email: 'x@clinic.test', password: 'wrong-password' } }),
    ];
    for (const res of responses)
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toContain('no-store');
  });

  it('leave out HSTS over plain HTTP', async () => {
    for (const url of pages)
      expect((await t.call('GET', url, { token })).headers['strict-transport-security'], url).toBeUndefined();
  });
});

describe('HSTS over real TLS', () => {
  it('is sent when the app serves HTTPS', async () => {
    const certDir = mkdtempSync(path.join(os.tmpdir(), 'chartscribe-tls-'));
    const keyFile = path.join(certDir, 'key.pem');
    const certFile = path.join(certDir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile);
    const tls = await createTestApp({}, { https: { key: readFileSync(keyFile), cert } });
    try {
      await tls.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = tls.app.server.address() as AddressInfo;
      const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
        const req = httpsRequest({ host: '127.0.0.1', port, path: '/api/user', method: 'GET', ca: cert }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        });
        req.on('error', reject);
        req.end();
      });
      const hsts = String(headers['strict-transport-security'] ?? '');
      expect(hsts).toMatch(/max-age=\d+/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
      expect(headers['cache-control']).toContain('no-store');
    } finally {
      await tls.close();
      rmSync(certDir, { recursive: true, force: true });
    }
  });
});

describe('cross-origin requests', () => {
  it('are refused with 403 JSON when the Origin is another site', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null', 'http://localhost:81']) {
      for (const [method, url, body] of [
        ['GET', '/api/user', undefined],
        ['POST', '/api/auth/login', { email: 'x@clinic.test', password: 'whatever1' }],
        ['PATCH', '/api/visits/1', { providerId: 1 }],
      ] as const) {
        const res = await t.call(method, url, { token, body, headers: { origin } });
        expect(res.statusCode, `${origin} ${method} ${url}`).toBe(403);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(typeof res.json<{ message?: unknown }>().message).toBe('string');
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
  });

  it('are served for the own origin and for origins listed in ALLOWED_ORIGINS', async () => {
    expect((await t.call('GET', '/api/user', { token, headers: { origin: 'http://localhost:80' } })).statusCode).toBe(
      200,
    );
    const partner = await t.call('GET', '/api/user', { token, headers: { origin: PARTNER } });
    expect(partner.statusCode).toBe(200);
    // A browser only hands the answer to the partner's page when the response names its origin.
    expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(partner.headers.vary)).toMatch(/origin/i);
  });

  it("answer a listed origin's preflight, so a browser may send the bearer token and JSON", async () => {
    const preflight = await t.call('OPTIONS', '/api/visits/1', {
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const foreign = await t.call('OPTIONS', '/api/visits/1', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('served files', () => {
  it('serve the client and fall back to index.html for client routes', async () => {
    expect((await t.call('GET', '/assets/app.js')).body).toContain('console.log');
    const page = await t.call('GET', '/visits/active');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
  });

  it('never serve a file from outside the client folder', async () => {
    const attempts = [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '//etc/passwd',
      '/%2Fetc%2Fpasswd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%00../../secret.txt',
      '/secret.txt',
    ];
    for (const url of attempts) {
      const res = await t.call('GET', url);
      expect(res.body, url).not.toContain(SECRET);
      expect(res.body, url).not.toContain('root:');
      // Anything served is the client's own page (a client route), never another file.
      if (res.statusCode === 200) expect(res.body, url).toBe(INDEX_HTML);
      else expect([400, 403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});

describe('URLs the router itself rejects', () => {
  it('answer JSON with our headers and never echo the URL', async () => {
    const t = await createTestApp();
    try {
      for (const [url, status] of [
        ['/api/visits/%zz', 400],
        [`/api/visits/${'a'.repeat(300)}`, 414],
      ] as const) {
        const res = await t.call('GET', url);
        expect(res.statusCode).toBe(status);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(Object.keys(res.json())).toEqual(['message']);
        expect(res.body).not.toContain('aaaa');
        expect(res.body).not.toContain('%zz');
      }
    } finally {
      await t.close();
    }
  });
});
