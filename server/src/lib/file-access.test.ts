import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from './file-access';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-access-'));
  await writeFile(join(dir, 'plain.txt'), 'x');
  await writeFile(join(dir, 'tool.sh'), '#!/bin/sh\n');
  await chmod(join(dir, 'plain.txt'), 0o644);
  await chmod(join(dir, 'tool.sh'), 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('canAccess', () => {
  it('answers true for a readable file and an executable one', async () => {
    expect(await canAccess(join(dir, 'plain.txt'))).toBe(true);
    expect(await canAccess(join(dir, 'tool.sh'), constants.X_OK)).toBe(true);
  });

  it('answers false for a missing file and for a file that is not executable', async () => {
    expect(await canAccess(join(dir, 'missing'))).toBe(false);
    expect(await canAccess(join(dir, 'plain.txt'), constants.X_OK)).toBe(false);
  });
});
