import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runProcess } from './child-process';
import { killAllChildren, reapOrphanedChildren, runningChildren, useChildPidDir } from './child-registry';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cs-children-'));
useChildPidDir(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Gone, or a zombie nobody reaped yet (a container's init may not): either way it runs no more. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

describe('child processes', () => {
  it('run in their own process group: an abort ends the child and what it started', async () => {
    const marker = path.join(dir, 'grandchild.pid');
    const controller = new AbortController();
    let pid = 0;
    const running = runProcess('sh', ['-c', `sleep 30 & echo $! > ${marker}; wait`], {
      signal: controller.signal,
      onSpawn: (p) => (pid = p),
    });
    await waitUntil(() => existsSync(marker) && readFileSync(marker, 'utf8').trim() !== '');
    const grandchild = Number(readFileSync(marker, 'utf8'));
    expect(readFileSync(`/proc/${grandchild}/stat`, 'utf8').split(' ')[4]).toBe(String(pid)); // its group is the child's
    expect(existsSync(path.join(dir, String(pid)))).toBe(true);
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await waitUntil(() => !isRunning(pid) && !isRunning(grandchild));
    expect(existsSync(path.join(dir, String(pid)))).toBe(false);
  });

  it('are all ended when the server stops', async () => {
    let pid = 0;
    const running = runProcess('sleep', ['30'], { onSpawn: (p) => (pid = p) });
    await waitUntil(() => pid > 0);
    expect(runningChildren()).toContain(pid);
    expect(killAllChildren()).toBeGreaterThanOrEqual(1);
    expect((await running).code).toBeNull();
    await waitUntil(() => !isRunning(pid));
    expect(runningChildren()).toEqual([]);
  });

  it("left running by a killed server are reaped by the next start; a reused pid's new owner is spared", async () => {
    // What a SIGKILLed server leaves: a child in its own group, and its pid file.
    const orphan = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    orphan.unref();
    const pid = orphan.pid as number;
    writeFileSync(path.join(dir, String(pid)), 'sleep');
    // A pid file whose pid now belongs to another program (here: this test runner).
    writeFileSync(path.join(dir, String(process.pid)), 'pocketsphinx_batch');
    expect(reapOrphanedChildren(dir)).toBe(1);
    await waitUntil(() => !isRunning(pid));
    expect(isRunning(process.pid)).toBe(true);
    expect(readdirSync(dir).filter((name) => /^\d+$/.test(name))).toEqual([]);
  });
});
