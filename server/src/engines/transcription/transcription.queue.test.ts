import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { TranscriptionQueue } from './transcription.queue';

/** A job that runs until released, recording when it started. */
function gate(log: string[], name: string): { job: () => Promise<string>; release: () => void } {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return {
    job: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    release: () => release(),
  };
}

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('TranscriptionQueue', () => {
  it('defaults to one job per core', () => {
    expect(new TranscriptionQueue().concurrency).toBe(availableParallelism());
  });

  it('runs at most `concurrency` jobs and starts the rest in FIFO order', async () => {
    const queue = new TranscriptionQueue(2);
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((n) => gate(log, n));
    const results = jobs.map((j) => queue.run(j.job));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.active).toBe(2);
    expect(queue.depth).toBe(2);
    jobs[1]!.release();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0]!.release();
    jobs[2]!.release();
    jobs[3]!.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect(queue.depth).toBe(0);
    expect(queue.active).toBe(0);
  });

  it('drops a job aborted while waiting, and never starts it', async () => {
    const queue = new TranscriptionQueue(1);
    const log: string[] = [];
    const first = gate(log, 'first');
    const waiting = gate(log, 'waiting');
    const last = gate(log, 'last');
    const controller = new AbortController();
    const p1 = queue.run(first.job);
    const p2 = queue.run(waiting.job, controller.signal);
    const p3 = queue.run(last.job);
    expect(queue.depth).toBe(2);
    controller.abort();
    await expect(p2).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.depth).toBe(1);
    first.release();
    last.release();
    expect(await p1).toBe('first');
    expect(await p3).toBe('last');
    expect(log).toEqual(['start first', 'start last']);
  });

  it('rejects an already aborted job without queueing it', async () => {
    const queue = new TranscriptionQueue(1);
    const controller = new AbortController();
    controller.abort(new Error('client gone'));
    await expect(queue.run(async () => 'x', controller.signal)).rejects.toThrow('client gone');
    expect(queue.depth).toBe(0);
  });

  it('frees the slot when a job fails or throws synchronously', async () => {
    const queue = new TranscriptionQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('decoder crashed')))).rejects.toThrow(
      'decoder crashed',
    );
    await expect(
      queue.run(() => {
        throw new Error('sync failure');
      }),
    ).rejects.toThrow('sync failure');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.active).toBe(0);
  });

  it('refuses a concurrency below one', () => {
    expect(() => new TranscriptionQueue(0)).toThrow();
    expect(() => new TranscriptionQueue(1.5)).toThrow();
  });
});
