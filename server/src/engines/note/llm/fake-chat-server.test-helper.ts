import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as an OpenAI-compatible service receives it. */
export interface ChatRequest {
  path: string;
  method: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
    temperature?: number;
  };
}

export type ChatHandler = (req: ChatRequest, res: ServerResponse, index: number) => void;

export interface FakeChatServer {
  baseUrl: string;
  requests: ChatRequest[];
  /** Replace the handler between tests. */
  handle: (handler: ChatHandler) => void;
  close: () => Promise<void>;
}

/** An HTTP server on 127.0.0.1 speaking the chat completions protocol, answering with whatever the test says. */
export async function startFakeChatServer(initial: ChatHandler): Promise<FakeChatServer> {
  const requests: ChatRequest[] = [];
  let handler = initial;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: ChatRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'];
      } catch {
        sendJson(res, 400, { error: { message: 'request body is not JSON' } });
        return;
      }
      const received = {
        path: req.url ?? '',
        method: req.method ?? '',
        authorization: req.headers.authorization,
        body,
      };
      requests.push(received);
      handler(received, res, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle: (next) => {
      handler = next;
    },
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

/** A chat completion whose assistant message is `content` (a string, or an object sent as JSON text). */
export function completion(content: unknown, finishReason = 'stop'): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [
      {
        index: 0,
        finish_reason: finishReason,
        message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
      },
    ],
  };
}

/** The JSON lines under a heading of the user message (the prompt's DRAFT NOTE or CANDIDATE CODES block). */
export function jsonLinesUnder(req: ChatRequest, heading: string): Array<Record<string, unknown>> {
  const user = req.body.messages?.find((message) => message.role === 'user')?.content ?? '';
  const at = user.indexOf(heading);
  if (at < 0) return [];
  const block = user.slice(at).split('\n\n')[0]!.split('\n').slice(1);
  return block.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
}
