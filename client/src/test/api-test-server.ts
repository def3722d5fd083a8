import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestResponse {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delay?: number;
}

/** Like the real API: every answer is no-store. */
const NO_STORE = { 'Cache-Control': 'no-store' };

type Handler = (request: RecordedRequest) => TestResponse | Promise<TestResponse>;

interface HappyDomWindow {
  happyDOM?: { setURL: (url: string) => void };
}

/**
 * A real HTTP server on 127.0.0.1 that plays the API for component tests (a test double at the process
 * boundary). The page's URL is moved to it so relative '/api/...' calls reach it, same-origin.
 */
export async function startApiTestServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      requests.push(recorded);
      const handler = routes[`${recorded.method} ${path}`];
      void Promise.resolve(handler ? handler(recorded) : { status: 404, json: { message: 'Not found' } }).then(
        async (answer) => {
          if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
          const status = answer.status ?? 200;
          if (answer.json !== undefined) {
            res.writeHead(status, { 'Content-Type': 'application/json', ...NO_STORE, ...answer.headers });
            res.end(JSON.stringify(answer.json));
          } else {
            res.writeHead(status, { 'Content-Type': 'text/plain', ...NO_STORE, ...answer.headers });
            res.end(answer.text ?? '');
          }
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  (window as unknown as HappyDomWindow).happyDOM?.setURL(`${origin}/`);
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
