import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../test/route-inventory';
import { createTestApp, type TestApp } from '../test/test-app';
import { ACCESS_MATRIX } from './access-matrix';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './api-docs';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The reference's own routes; everything else under /api must be documented. */
const isDocsRoute = (url: string) => url === OPENAPI_PATH || url.startsWith(API_DOCS_PREFIX);
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

let documented: TestApp;
let production: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  documented = await createTestApp({ API_DOCS: '1' });
  production = await createTestApp();
  const res = await documented.call('GET', OPENAPI_PATH);
  expect(res.statusCode, res.body).toBe(200);
  doc = res.json<OpenApiDocument>();
});
afterAll(async () => {
  await documented?.close();
  await production?.close();
});

describe('the OpenAPI document (/api/openapi.json)', () => {
  it('documents every /api route the app serves, with a summary and a tag', () => {
    // The same app without the reference's own routes (whose static wildcard Fastify's route printout misplaces).
    const routes = listRoutes(production.app).filter((r) => r.url.startsWith('/api/'));
    expect(routes.filter((r) => isDocsRoute(r.url))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(ACCESS_MATRIX.length - 6);
    const missing = routes.filter((r) => {
      const operation = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      return !operation?.summary || !operation.tags?.length;
    });
    expect(
      missing.map((r) => `${r.method} ${r.url}`),
      'add `schema: { tags, summary, params/querystring/body, response }` to these routes',
    ).toEqual([]);
    // Nothing is documented that the app does not serve.
    const served = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(listed.filter((key) => !served.has(key))).toEqual([]);
  });

  it('states who may call each route, from the route access the auth guard enforces', () => {
    for (const rule of ACCESS_MATRIX) {
      const operation = doc.paths[openApiPath(rule.path)]![rule.method.toLowerCase()]!;
      const signedOutAllowed = rule.expect.anonymous !== 401;
      expect(operation.security, `${rule.method} ${rule.path}`).toEqual(signedOutAllowed ? [] : [{ bearerAuth: [] }]);
      if (!signedOutAllowed) expect(operation.responses['401']).toBeDefined();
      if (rule.expect.patient === 403) expect(operation.responses['403']).toBeDefined();
    }
  });

  it('carries the shared zod schemas: path ids, queries, bodies and the error shape', () => {
    const visit = doc.paths['/api/visits/{id}']!;
    expect(visit.patch!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
    expect(JSON.stringify(visit.patch!.requestBody)).toContain('finalDiagnosis');
    expect(JSON.stringify(visit.patch!.responses['400'])).toContain('errors');
    const search = doc.paths['/api/codes/search']!.get!;
    expect(search.parameters?.map((p) => p.name).sort()).toEqual(['limit', 'q', 'system']);
    expect(JSON.stringify(search.responses['200'])).toContain('billable');
    const register = doc.paths['/api/auth/register']!.post!;
    expect(JSON.stringify(register.requestBody)).toContain('confirmPassword');
    expect(Object.keys(doc.paths['/api/transcribe']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
  });
});

describe('the API reference page (/api/docs)', () => {
  it('serves Swagger UI from the app itself, without sign-in or any outside host', async () => {
    const page = await documented.call('GET', API_DOCS_PREFIX);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    expect(sources.filter((s) => /^(https?:)?\/\//.test(s))).toEqual([]);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const res = await documented.call('GET', `${API_DOCS_PREFIX}/static/${asset}`);
      expect(res.statusCode, asset).toBe(200);
    }
  });
});

describe('in production without API_DOCS', () => {
  it('answers the reference like any unknown route (404)', async () => {
    const unknown = await production.call('GET', '/api/no-such-route');
    expect(unknown.statusCode).toBe(404);
    for (const url of [OPENAPI_PATH, API_DOCS_PREFIX, `${API_DOCS_PREFIX}/static/swagger-ui-bundle.js`]) {
      const res = await production.call('GET', url);
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 404, body: unknown.body });
    }
  });

  it('keeps request validation and error bodies identical with and without the reference', async () => {
    const doctor = {
      documented: (await documented.signUp('doctor')).token,
      production: (await production.signUp('doctor')).token,
    };
    const requests: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown][] = [
      ['GET', '/api/codes/search?limit=abc&q=x'],
      ['GET', '/api/codes/search'],
      ['GET', '/api/visits/abc'],
      ['GET', '/api/visits/99999999'],
      ['PATCH', '/api/visits/1', { status: 'nonsense' }],
      ['POST', '/api/patients', { firstName: '' }],
      ['POST', '/api/transcribe/retry', { audioId: 'x' }],
      ['POST', '/api/auth/register', {}],
      ['POST', '/api/auth/login', { email: 'nobody@clinic.test', password: 'wrong password' }],
    ];
    for (const [method, url, body] of requests) {
      const a = await documented.call(method, url, { token: doctor.documented, body });
      const b = await production.call(method, url, { token: doctor.production, body });
      expect({ url, status: a.statusCode, body: a.json<unknown>() }).toEqual({
        url,
        status: b.statusCode,
        body: b.json<unknown>(),
      });
      expect(a.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});
