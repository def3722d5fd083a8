import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGoneSignal } from './client-gone';

const app = Fastify();
const seen: Record<string, AbortSignal> = {};
let base = '';

beforeAll(async () => {
  app.get('/slow', async (_request, reply) => {
    const signal = clientGoneSignal(reply);
    seen.slow = signal;
    await Promise.race([once(signal, 'abort'), new Promise((r) => setTimeout(r, 5_000))]);
    return { done: true };
  });
  app.get('/quick', async (_request, reply) => {
    seen.quick = clientGoneSignal(reply);
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => app.close());

describe('clientGoneSignal (real connections)', () => {
  it('aborts when the client hangs up before the answer', async () => {
    const request = http.get(`${base}/slow`);
    request.on('error', () => undefined);
    while (!seen.slow) await new Promise((r) => setTimeout(r, 10));
    request.destroy();
    await once(seen.slow, 'abort');
    expect(seen.slow.aborted).toBe(true);
    expect((seen.slow.reason as Error).name).toBe('AbortError');
  });

  it('stays quiet for a client that got its answer', async () => {
    const response = await fetch(`${base}/quick`, { headers: { connection: 'close' } });
    expect(await response.json()).toEqual({ done: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.quick?.aborted).toBe(false);
  });
});
