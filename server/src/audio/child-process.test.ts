import { describe, expect, it } from 'vitest';
import { runProcess } from './child-process';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('runProcess', () => {
  it('runs a program with an argument array, no shell', async () => {
    const result = await runProcess('printf', ['%s', '$(echo injected); rm -rf /']);
    expect(result).toMatchObject({ code: 0, stdout: '$(echo injected); rm -rf /' });
  });

  it('kills the child when the signal aborts', async () => {
    const controller = new AbortController();
    let pid = 0;
    const running = runProcess('sleep', ['30'], {
      signal: controller.signal,
      onSpawn: (p) => {
        pid = p;
        setTimeout(() => controller.abort(), 50);
      },
    });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(pid).toBeGreaterThan(0);
    expect(isAlive(pid)).toBe(false);
  });

  it('reports a missing program as an error', async () => {
    await expect(runProcess('/nonexistent/tool', [])).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
