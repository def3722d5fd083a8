import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, acquireProcessLock } from './process-lock';

describe('acquireProcessLock', () => {
  const lockPath = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'cs-lock-')), 'db.lock');

  it('refuses a second holder while the first is alive, and frees on release', () => {
    const file = lockPath();
    const release = acquireProcessLock(file);
    writeFileSync(file, String(process.ppid));
    expect(() => acquireProcessLock(file)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(file)).toBe(false);
    acquireProcessLock(file)();
  });

  it('takes over a lock left by a dead process', () => {
    const file = lockPath();
    writeFileSync(file, '999999999');
    const release = acquireProcessLock(file);
    expect(existsSync(file)).toBe(true);
    release();
  });
});
