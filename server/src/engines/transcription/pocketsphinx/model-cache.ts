import { readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/** Prefix of every built model folder in the cache; the rest of the name is the hash of the build's inputs. */
export const MODEL_FOLDER_PREFIX = 'pocketsphinx-clinical-';
/** Prefix of an unfinished build's scratch folder. */
export const BUILD_FOLDER_PREFIX = '.build-';
/**
 * A model nobody has loaded for this long is from an older release. Generous on purpose: with PostgreSQL several
 * servers may share one cache, and an old one still running keeps using its model until it restarts.
 */
export const STALE_MODEL_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A build takes seconds; a scratch folder this old was left by a crash. */
export const STALE_BUILD_AGE_MS = 24 * 60 * 60 * 1000;

/** Records that a model is in use (its marker file's mtime), so pruning never takes a model a server loaded lately. */
export async function markModelUsed(markerFile: string, now = new Date()): Promise<void> {
  await utimes(markerFile, now, now);
}

async function ageOf(path: string, now: number): Promise<number | null> {
  return stat(path).then(
    (s) => now - s.mtimeMs,
    () => null,
  );
}

/**
 * Removes models of earlier releases (30 MB each) and scratch folders of crashed builds from the cache. A model's
 * age is its marker file's, refreshed at every load; a folder without a marker is an unfinished build. Returns the
 * names it removed. Failures are ignored: pruning only saves disk space and must never stop the server.
 */
export async function pruneModelCache(
  cacheDir: string,
  keepFolder: string,
  markerName: string,
  now = Date.now(),
): Promise<string[]> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (name === keepFolder) continue;
    let stale = false;
    if (name.startsWith(MODEL_FOLDER_PREFIX)) {
      const age = (await ageOf(join(cacheDir, name, markerName), now)) ?? (await ageOf(join(cacheDir, name), now));
      stale = age !== null && age > STALE_MODEL_AGE_MS;
    } else if (name.startsWith(BUILD_FOLDER_PREFIX)) {
      const age = await ageOf(join(cacheDir, name), now);
      stale = age !== null && age > STALE_BUILD_AGE_MS;
    }
    if (!stale) continue;
    const ok = await rm(join(cacheDir, name), { recursive: true, force: true }).then(
      () => true,
      () => false,
    );
    if (ok) removed.push(name);
  }
  return removed;
}
