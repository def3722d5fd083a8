import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, acquireProcessLock } from './process-lock';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

describe('acquireProcessLock (proper-lockfile)', () => {
  const databaseDir = () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cs-lock-')), 'db');
    mkdirSync(dir);
    return dir;
  };

  it('refuses a second holder while the first holds it, and frees on release', async () => {
    const dir = databaseDir();
    const release = await acquireProcessLock(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await expect(acquireProcessLock(dir, { waitMs: 0 })).rejects.toThrow(DatabaseInUseError);
    await release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await (
      await acquireProcessLock(dir, { waitMs: 0 })
    )();
  });

  it('stops a second process with a clear message', async () => {
    const dir = databaseDir();
    const release = await acquireProcessLock(dir);
    const script =
      `import { acquireProcessLock } from ${JSON.stringify(path.join(here, 'process-lock.ts'))};` +
      `acquireProcessLock(${JSON.stringify(dir)}, { waitMs: 0 }).then(() => console.log('locked'),` +
      ` (e) => { console.log(e.message); process.exitCode = 3; });`;
    const child = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(child.stdout).toContain('The embedded database is in use by another ChartScribe process.');
    expect('code' in child ? child.code : 0).toBe(3);
    await release();
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = databaseDir();
    mkdirSync(`${dir}.lock`);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, minuteAgo, minuteAgo);
    const release = await acquireProcessLock(dir, { waitMs: 0 });
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await release();
  });
});
