import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { countRows, type RowCounts } from './row-counts';
import type { TestApp } from './test-app';

/** How many cases each property tries; FC_RUNS_FACTOR=10 explores deeper locally without slowing CI. */
export function runs(base: number): number {
  const factor = Number(process.env.FC_RUNS_FACTOR ?? '1');
  return Math.max(1, Math.round(base * (Number.isFinite(factor) && factor > 0 ? factor : 1)));
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();

export function expectNoPrototypePollution(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES);
  expect(Object.keys(Object.prototype)).toEqual([]);
}

/**
 * The properties every hostile request must keep: no 5xx; a refusal is JSON `{ message: string }` and leaves every
 * table as it was; nothing reaches Object.prototype.
 */
export async function expectSafeAnswer(
  t: TestApp,
  res: LightMyRequestResponse,
  before: RowCounts,
  label: string,
): Promise<void> {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), label).toMatch(/^application\/json/);
    const body = res.json<{ message?: unknown }>();
    expect(typeof body.message, `${label}: ${res.body.slice(0, 300)}`).toBe('string');
    expect(await countRows(t.database.db), `${label} was refused (${res.statusCode}) but rows changed`).toEqual(before);
  }
  expectNoPrototypePollution();
}

/** After a property: the app still answers a normal request. */
export async function expectStillServing(t: TestApp, token: string): Promise<void> {
  const res = await t.call('GET', '/api/user', { token });
  expect(res.statusCode).toBe(200);
}
