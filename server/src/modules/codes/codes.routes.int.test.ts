import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSearchResult } from '@common/schemas/codes.schema';
import type { ErrorResponse } from '@common/schemas/error.schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let doctor: string;
let patient: string;
beforeAll(async () => {
  t = await createTestApp();
  doctor = (await t.signUp('doctor')).token;
  patient = (await t.signUp('patient')).token;
});
afterAll(async () => t?.close());

describe('GET /api/codes/search', () => {
  it('finds ICD-10-CM codes by words and by code', async () => {
    const byWords = await t.call('GET', '/api/codes/search?system=ICD-10-CM&q=hypertension', { token: doctor });
    expect(byWords.statusCode).toBe(200);
    expect(byWords.json<CodeSearchResult[]>().map((r) => r.code)).toContain('I10');
    const byCode = await t.call('GET', '/api/codes/search?system=ICD-10-CM&q=J06.9', { token: doctor });
    expect(byCode.json<CodeSearchResult[]>()[0]).toMatchObject({ system: 'ICD-10-CM', code: 'J06.9' });
  });

  it('searches CPT and ICD-11 too', async () => {
    const cpt = await t.call('GET', '/api/codes/search?system=CPT&q=99213', { token: doctor });
    expect(cpt.json<CodeSearchResult[]>()[0]?.code).toBe('99213');
    const icd11 = await t.call('GET', '/api/codes/search?system=ICD-11&q=hypertension', { token: doctor });
    expect(icd11.statusCode).toBe(200);
    expect(icd11.json<CodeSearchResult[]>().length).toBeGreaterThan(0);
  });

  it('validates the query and is for providers only', async () => {
    expect((await t.call('GET', '/api/codes/search?system=ICD-9&q=x', { token: doctor })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/codes/search?q=', { token: doctor })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/codes/search?q=cough', { token: patient })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/codes/search?q=cough')).statusCode).toBe(401);
  });
});

describe('GET /api/codes/search with a repeated q', () => {
  it('says what is wrong', async () => {
    const res = await t.call('GET', '/api/codes/search?q=a&q=b', { token: doctor });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().message).toContain('q must be given once, as text');
  });
});
