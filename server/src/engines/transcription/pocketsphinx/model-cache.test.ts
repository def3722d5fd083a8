import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markModelUsed, pruneModelCache, STALE_BUILD_AGE_MS, STALE_MODEL_AGE_MS } from './model-cache';

const MARKER = 'model.json';
const DAY = 24 * 60 * 60 * 1000;
let cache: string;

async function makeFolder(name: string, ageMs: number, withMarker = true): Promise<void> {
  const dir = join(cache, name);
  await mkdir(dir);
  const when = new Date(Date.now() - ageMs);
  if (withMarker) {
    await writeFile(join(dir, MARKER), '{}');
    await utimes(join(dir, MARKER), when, when);
  }
  await utimes(dir, when, when);
}

beforeEach(async () => {
  cache = await mkdtemp(join(tmpdir(), 'model-cache-'));
});
afterEach(() => rm(cache, { recursive: true, force: true }));

describe('pruneModelCache', () => {
  it('removes models unused for over 30 days and crashed builds over a day old, keeping the current one', async () => {
    await makeFolder('pocketsphinx-clinical-current', STALE_MODEL_AGE_MS + DAY);
    await makeFolder('pocketsphinx-clinical-old', STALE_MODEL_AGE_MS + DAY);
    await makeFolder('pocketsphinx-clinical-recent', STALE_MODEL_AGE_MS - DAY);
    await makeFolder('.build-crashed', STALE_BUILD_AGE_MS + 60_000, false);
    await makeFolder('.build-running', 60_000, false);
    await makeFolder('unrelated', STALE_MODEL_AGE_MS * 2);

    const removed = await pruneModelCache(cache, 'pocketsphinx-clinical-current', MARKER);

    expect(removed.sort()).toEqual(['.build-crashed', 'pocketsphinx-clinical-old']);
    expect((await readdir(cache)).sort()).toEqual([
      '.build-running',
      'pocketsphinx-clinical-current',
      'pocketsphinx-clinical-recent',
      'unrelated',
    ]);
  });

  it('keeps an old model another server loaded lately: loading refreshes its marker', async () => {
    await makeFolder('pocketsphinx-clinical-shared', STALE_MODEL_AGE_MS + DAY);
    await markModelUsed(join(cache, 'pocketsphinx-clinical-shared', MARKER));
    expect(await pruneModelCache(cache, 'pocketsphinx-clinical-new', MARKER)).toEqual([]);
  });

  it('answers an empty list for a cache folder that does not exist yet', async () => {
    expect(await pruneModelCache(join(cache, 'missing'), 'x', MARKER)).toEqual([]);
  });
});
