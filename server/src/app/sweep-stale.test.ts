import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processStartedAt } from '../lib/process-start';
import { sweepStale } from './engines';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cs-sweep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the start-up sweep of DATA_DIR/tmp', () => {
  it('removes whatever is older than this process (however recent), and keeps what this process wrote', async () => {
    const before = new Date(processStartedAt() - 5_000);
    writeFileSync(path.join(dir, 'decoded.wav'), 'pcm');
    mkdirSync(path.join(dir, 'chartscribe-ps-abc'));
    writeFileSync(path.join(dir, 'chartscribe-ps-abc', 'hypseg.txt'), 'words');
    utimesSync(path.join(dir, 'decoded.wav'), before, before);
    utimesSync(path.join(dir, 'chartscribe-ps-abc'), before, before);
    writeFileSync(path.join(dir, 'current-job.wav'), 'pcm');
    expect(await sweepStale(dir)).toBe(2);
    expect(readdirSync(dir)).toEqual(['current-job.wav']);
  });
});
