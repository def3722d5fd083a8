import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  form: FormData;
}

export type Handler = (req: ReceivedRequest, res: ServerResponse, index: number) => void;

/** An HTTP server on 127.0.0.1 that parses the multipart upload like an OpenAI-compatible service would. */
export async function startTranscriptionServer(
  handler: Handler,
): Promise<{ baseUrl: string; requests: ReceivedRequest[]; close: () => Promise<void> }> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } })
        .formData()
        .then((form) => {
          const received = { path: req.url ?? '', authorization: req.headers.authorization, form };
          requests.push(received);
          handler(received, res, requests.length - 1);
        })
        .catch(() => {
          res.writeHead(400).end('{"error":{"message":"bad multipart"}}');
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
