import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AudioFileRemover } from '../visits/visits.service';

/** Stored names are ours (`<uuid>.<ext>`); anything else is refused, so no request can reach another path. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webm|mp4|m4a|mp3|wav|ogg)$/;

export class AudioStorage implements AudioFileRemover {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  pathFor(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error('Invalid stored audio name');
    return path.join(this.dir, storedName);
  }

  async removeFiles(storedNames: string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => rm(this.pathFor(name), { force: true })));
  }

  /**
   * Removes files no row points to (a crash between a delete's commit and its file removal, or an upload whose
   * row was never written). Only files older than `minAgeMs`, so an upload in flight is never touched.
   */
  async sweepOrphans(known: Set<string>, minAgeMs = 60 * 60_000, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const entry of await readdir(this.dir).catch(() => [] as string[])) {
      const full = path.join(this.dir, entry);
      const isTemp = entry.startsWith('.') && entry.endsWith('.tmp');
      if (!isTemp && (!STORED_NAME.test(entry) || known.has(entry))) continue;
      const info = await stat(full).catch(() => undefined);
      if (!info || now - info.mtimeMs < minAgeMs) continue;
      await rm(full, { force: true });
      removed += 1;
    }
    return removed;
  }
}
