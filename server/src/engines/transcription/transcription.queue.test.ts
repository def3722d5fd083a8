import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { TranscriptionQueue } from './transcription.queue';

/** A job that runs until released, recording when it started. */
function gate(log: string[], name: string): { job: () => Promise<string>; release: () => void } {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return {
    job: async () => {
      log.push(name);
      await done;
      return name;
    },
    release: () => release(),
  };
}

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

/** Releases running jobs one at a time, in start order, until every job has run. */
async function drain(log: string[], gates: Map<string, { release: () => void }>): Promise<void> {
  for (let released = 0; released < gates.size; released += 1) {
    await tick();
    gates.get(log[released]!)?.release();
  }
  await tick();
}

describe('TranscriptionQueue (p-queue, fair per user)', () => {
  it('defaults to one job per core', () => {
    expect(new TranscriptionQueue().concurrency).toBe(availableParallelism());
  });

  it('runs at most `concurrency` jobs, first-in first-out within one user', async () => {
    const queue = new TranscriptionQueue(2);
    const log: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'a4'].map((n) => gate(log, n));
    const results = jobs.map((j) => queue.run(j.job, { owner: 'a' }));
    await tick();
    expect(log).toEqual(['a1', 'a2']);
    expect(queue.active).toBe(2);
    expect(queue.depth).toBe(2);
    jobs[1]!.release();
    await tick();
    expect(log).toEqual(['a1', 'a2', 'a3']);
    jobs[0]!.release();
    jobs[2]!.release();
    jobs[3]!.release();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(log).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(queue.depth).toBe(0);
    expect(queue.active).toBe(0);
  });

  it("starts another user's job before the rest of a user's backlog", async () => {
    const queue = new TranscriptionQueue(2);
    const log: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const submit = (owner: string, name: string) => {
      const g = gate(log, name);
      gates.set(name, g);
      return queue.run(g.job, { owner });
    };
    const all = Array.from({ length: 10 }, (_, i) => submit('a', `a${i + 1}`));
    await tick();
    expect(log).toEqual(['a1', 'a2']);
    all.push(submit('b', 'b1'));
    await drain(log, gates);
    await Promise.all(all);
    // b1 takes the first slot that frees; a's backlog keeps its own order.
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']);
  });

  it('interleaves users that both have a backlog (round-robin)', async () => {
    const queue = new TranscriptionQueue(1);
    const log: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const all: Promise<string>[] = [];
    for (const name of ['a1', 'a2', 'a3', 'b1', 'b2', 'c1']) {
      const g = gate(log, name);
      gates.set(name, g);
      all.push(queue.run(g.job, { owner: name[0]! }));
    }
    await drain(log, gates);
    await Promise.all(all);
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('never starts a job whose client went away while it waited', async () => {
    const queue = new TranscriptionQueue(1);
    const log: string[] = [];
    const first = gate(log, 'first');
    const waiting = gate(log, 'waiting');
    const last = gate(log, 'last');
    const clientGone = new AbortController();
    const p1 = queue.run(first.job, { owner: 'a' });
    const p2 = queue.run(waiting.job, { owner: 'b', signal: clientGone.signal });
    const p3 = queue.run(last.job, { owner: 'c' });
    await tick();
    expect(queue.depth).toBe(2);
    clientGone.abort();
    await expect(p2).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.depth).toBe(1);
    first.release();
    last.release();
    expect(await p1).toBe('first');
    expect(await p3).toBe('last');
    expect(log).toEqual(['first', 'last']);
  });

  it('lets a started job finish in its slot when its client goes away', async () => {
    const queue = new TranscriptionQueue(1);
    const log: string[] = [];
    const running = gate(log, 'running');
    const next = gate(log, 'next');
    const clientGone = new AbortController();
    const p1 = queue.run(running.job, { owner: 'a', signal: clientGone.signal });
    const p2 = queue.run(next.job, { owner: 'b' });
    await tick();
    clientGone.abort();
    await tick();
    // The slot stays taken until the work itself ends; nothing starts beside it.
    expect(log).toEqual(['running']);
    expect(queue.active).toBe(1);
    running.release();
    next.release();
    expect(await p1).toBe('running');
    expect(await p2).toBe('next');
  });

  it('rejects an already aborted job without queueing it', async () => {
    const queue = new TranscriptionQueue(1);
    const controller = new AbortController();
    controller.abort(new Error('client gone'));
    await expect(queue.run(async () => 'x', { owner: 'a', signal: controller.signal })).rejects.toThrow('client gone');
    expect(queue.depth).toBe(0);
  });

  it('frees the slot when a job fails or throws synchronously', async () => {
    const queue = new TranscriptionQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('decoder crashed')), { owner: 'a' })).rejects.toThrow(
      'decoder crashed',
    );
    await expect(
      queue.run(
        () => {
          throw new Error('sync failure');
        },
        { owner: 'a' },
      ),
    ).rejects.toThrow('sync failure');
    expect(await queue.run(async () => 'next', { owner: 'a' })).toBe('next');
    expect(queue.active).toBe(0);
  });

  it('refuses a concurrency below one', () => {
    expect(() => new TranscriptionQueue(0)).toThrow();
    expect(() => new TranscriptionQueue(1.5)).toThrow();
  });
});
