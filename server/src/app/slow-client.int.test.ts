import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 13 item 6: a client that sends a byte a second cannot hold a connection. The limits are the server's
 * (headers 15 s, whole request 60 s, idle keep-alive 5 s by default); here they are short so the test is quick.
 */
let t: TestApp;
let port: number;
let token: string;

const HEADERS_MS = 1500;
const REQUEST_MS = 3000;
const KEEP_ALIVE_MS = 1000;

beforeAll(async () => {
  t = await createTestApp({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  });
  token = (await t.signUp('medical_assistant')).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

interface Trickle {
  /** Bytes the client got written before the server closed the connection. */
  sent: number;
  /** Whether the server closed the connection before the client ran out of bytes. */
  cutOff: boolean;
  /** What the server answered, if anything, before closing. */
  answer: string;
}

/** Opens a raw connection, writes `head` at once, then `trickle` one byte every `everyMs` until the server hangs up. */
function trickle(head: string, trickleBytes: string, everyMs: number): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset after the server gave up is part of the cut-off
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ sent, cutOff: sent < trickleBytes.length, answer });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= trickleBytes.length) {
          clearInterval(timer);
          socket.end();
          return;
        }
        if (!socket.writable) return;
        socket.write(trickleBytes[sent] as string);
        sent += 1;
      }, everyMs);
    });
    setTimeout(() => reject(new Error('the server never closed the connection')), 60_000).unref();
  });
}

describe('slow clients', () => {
  it('are cut off while still sending headers', async () => {
    // 100 header bytes at 10 a second would take 10 s; the server waits 1.5 s for headers.
    const result = await trickle('GET /api/user HTTP/1.1\r\nHost: localhost\r\n', `X-Slow: ${'a'.repeat(92)}`, 100);
    expect(result.cutOff).toBe(true);
    expect(result.sent).toBeLessThan(60);
  });

  it('are cut off while trickling an upload body, with a 408 when the server can still say so', async () => {
    const boundary = 'slowloris';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n${'x'.repeat(200)}\r\n--${boundary}--\r\n`;
    const head =
      'POST /api/transcribe HTTP/1.1\r\nHost: localhost\r\n' +
      `Authorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // A byte every 50 ms: the whole body would take ~15 s; the server allows 3 s for the whole request.
    const result = await trickle(head, body, 50);
    expect(result.cutOff).toBe(true);
    expect(result.sent).toBeLessThan(150);
    if (result.answer) expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    // Nothing of the cut-off upload is kept.
    expect((await t.container.repositories.audioUploads.listAllStoredNames()).size).toBe(0);
  });

  it('lose an idle kept-alive connection, while a normal request is answered', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET /api/user HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('keep-alive');
  });
});
