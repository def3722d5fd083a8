import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@common/schemas/auth.schema';
import { multipartBody, newVisit } from '../test/clinic-fixtures';
import { expectSafeAnswer, expectStillServing, runs } from '../test/hostile-checks';
import { hostileString } from '../test/hostile-json';
import { listRoutes, type RegisteredRoute } from '../test/route-inventory';
import { countRows } from '../test/row-counts';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Hostile path parameters on every route that has one, hostile query strings on the code search, odd content
 * types on every JSON route, and hostile form fields on the upload (OWASP ASVS V5.1, V12.1, V13.1).
 */
let t: TestApp;
let doctor: LoginResponse;
// Ending a session by id may end the caller's own ("00000000001" is session 1, and a fresh database's first
// sessions are the doctor's): that route gets a caller of its own, so the doctor's session lives on for the rest.
const SESSION_ENDING = 'DELETE /api/auth/sessions/:id';
let sessionEnder: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await t.signUp('doctor', 'Param Doctor');
  sessionEnder = await t.signUp('doctor', 'Session Ender');
  await newVisit(t, doctor.token, 'Param Patient');
});
afterAll(async () => t?.close());

/** Percent-encodes every UTF-8 byte, so any string (lone surrogates become U+FFFD) makes a valid URL. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** URL path segments as they would be typed into a URL: some encoded, some deliberately broken. */
const RAW_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  '2147483647',
  '2147483648',
  '99999999999',
  '00000000001',
  '%201',
  '+1',
  'NaN',
  'Infinity',
  '-0',
  '%EF%BC%91',
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '1%20OR%201%3D1',
  "1'--",
  '1;DROP%20TABLE%20visits',
  'x'.repeat(201),
  '9'.repeat(201),
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
  '1,2',
  '[1]',
  '{1}',
];
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 4 },
  { arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String), weight: 2 },
  { arbitrary: fc.double({ noNaN: true }).map((value) => encodeURIComponent(String(value))), weight: 1 },
  { arbitrary: hostileString.filter((text) => text.length < 300).map(percentEncode), weight: 3 },
);

const BODIES: Record<string, unknown> = {
  'PATCH /api/visits/:id': { finalDiagnosis: 'Param test', version: 1 },
  'PATCH /api/recordings/:id': { subjective: 'Param test', version: 1 },
};

describe('path parameters', () => {
  it('every route with a parameter answers 4xx JSON (or works) for any value, never 5xx', async () => {
    const routes = listRoutes(t.app).filter((route) => route.url.includes(':'));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileSegment, async (segment) => {
          const url = route.url.replace(/:[A-Za-z]+/g, segment);
          const before = await countRows(t.database.db);
          const key = `${route.method} ${route.url}`;
          const res = await t.call(route.method, url, {
            token: key === SESSION_ENDING ? sessionEnder.token : doctor.token,
            body: BODIES[key],
          });
          await expectSafeAnswer(t, res, before, `${route.method} ${url.slice(0, 200)}`);
          // A file is only ever served for a real recording id.
          if (route.url.endsWith('/audio') && res.statusCode < 300) expect(segment).toMatch(/^\d+$/);
        }),
        { numRuns: runs(40) },
      );
    }
    await expectStillServing(t, doctor.token);
  });
});

describe('GET /api/codes/search', () => {
  const param = fc.oneof(
    fc.constantFrom(
      'ICD-10-CM',
      'ICD-11',
      'CPT',
      'icd-10-cm',
      'ICD-10',
      '',
      '%00',
      '%',
      '%zz',
      '1e400',
      '-1',
      '0',
      '51',
      '2.5',
      'NaN',
    ),
    hostileString.filter((text) => text.length < 500).map(percentEncode),
  );
  const query = fc.record(
    {
      system: fc.array(param, { minLength: 1, maxLength: 2 }),
      q: fc.array(param, { minLength: 1, maxLength: 2 }),
      limit: fc.array(param, { minLength: 1, maxLength: 2 }),
      extra: fc.constantFrom(
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        'q[]=x',
        'q[a]=b',
        'toString=1',
        '',
      ),
    },
    { requiredKeys: ['extra'] },
  );

  it('answers 200 with a list or 400 JSON, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(query, async ({ system, q, limit, extra }) => {
        const parts = [
          ...(system ?? []).map((value) => `system=${value}`),
          ...(q ?? []).map((value) => `q=${value}`),
          ...(limit ?? []).map((value) => `limit=${value}`),
          extra,
        ].filter(Boolean);
        const url = `/api/codes/search?${parts.join('&')}`;
        const before = await countRows(t.database.db);
        const res = await t.call('GET', url, { token: doctor.token });
        await expectSafeAnswer(t, res, before, `GET ${url.slice(0, 200)}`);
        expect([200, 400], url).toContain(res.statusCode);
        if (res.statusCode === 200) expect(Array.isArray(res.json())).toBe(true);
      }),
      { numRuns: runs(150) },
    );
    await expectStillServing(t, doctor.token);
  });
});

describe('content types', () => {
  const JSON_ROUTES: Array<Pick<RegisteredRoute, 'method' | 'url'>> = [
    { method: 'POST', url: '/api/auth/register' },
    { method: 'POST', url: '/api/auth/login' },
    { method: 'POST', url: '/api/patients' },
    { method: 'PATCH', url: '/api/visits/1' },
    { method: 'POST', url: '/api/recordings' },
    { method: 'PATCH', url: '/api/recordings/1' },
    { method: 'POST', url: '/api/transcribe/retry' },
  ];
  const TYPES = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/jsonx',
    'application/vnd.api+json',
    `application/json; ${'x'.repeat(2000)}`,
    ';;;',
  ];
  const BODIES_SENT = ['{"name":"Type Test","subjective":"x"}', 'name=Type+Test', '', '\u0000\u0001\u0002', '<a>1</a>'];

  it('are refused with 4xx JSON and nothing stored, or parsed as JSON — never 5xx', async () => {
    for (const route of JSON_ROUTES) {
      for (const type of TYPES) {
        for (const body of BODIES_SENT) {
          const before = await countRows(t.database.db);
          const res = await t.call(route.method, route.url, {
            token: doctor.token,
            body,
            headers: { 'content-type': type },
          });
          await expectSafeAnswer(
            t,
            res,
            before,
            `${route.method} ${route.url} as ${type.slice(0, 40)}: ${JSON.stringify(body)}`,
          );
        }
      }
      const before = await countRows(t.database.db);
      const bare = await t.call(route.method, route.url, {
        token: doctor.token,
        headers: { 'content-type': 'application/json' },
      });
      await expectSafeAnswer(t, bare, before, `${route.method} ${route.url} without a body`);
      expect(bare.statusCode).toBe(400);
    }
  });
});

describe('POST /api/transcribe form fields', () => {
  it('are validated; a refusal stores nothing but audio kept for a retry; never 5xx', async () => {
    const visit = await newVisit(t, doctor.token, 'Upload Field Patient');
    const field = fc.oneof(
      fc.constantFrom(String(visit.id), '0', '-1', '1.5', '99999999999', 'initial', 'doctor_review', ''),
      hostileString.filter((text) => text.length < 900),
    );
    const fields = fc.array(
      fc.tuple(fc.constantFrom('visitId', 'recordingType', '__proto__', 'constructor', 'extra', 'audioId'), field),
      { maxLength: 4 },
    );
    const file = fc.constantFrom(
      Buffer.from('not audio at all'),
      Buffer.alloc(0),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE'),
      Buffer.from('ID3\u0003'),
    );
    await fc.assert(
      fc.asyncProperty(fields, file, fc.constantFrom('audio', 'file', 'audio[]'), async (parts, data, fileField) => {
        const form = multipartBody([
          ...parts.map(([name, value]) => ({ name, value })),
          { name: fileField, filename: 'x.wav', contentType: 'audio/wav', data },
        ]);
        const before = await countRows(t.database.db);
        const res = await t.call('POST', '/api/transcribe', {
          token: doctor.token,
          body: form.payload,
          headers: { 'content-type': form.contentType },
        });
        const label = `POST /api/transcribe ${JSON.stringify(parts).slice(0, 200)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        const kept = res.statusCode === 422 ? res.json<{ message?: unknown; audioId?: unknown }>() : undefined;
        if (kept?.audioId !== undefined) {
          // docs/api.md: audio that looks like audio but cannot be decoded is kept for a retry — exactly one upload row.
          expect(typeof kept.message, label).toBe('string');
          expect(typeof kept.audioId, label).toBe('string');
          expect(await countRows(t.database.db), label).toEqual({ ...before, audioUploads: before.audioUploads + 1 });
        } else {
          await expectSafeAnswer(t, res, before, label);
        }
      }),
      { numRuns: runs(40) },
    );
    await expectStillServing(t, doctor.token);
  });
});
