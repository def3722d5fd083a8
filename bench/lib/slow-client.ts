import { connect } from 'node:net';

/**
 * A slowloris client: opens a connection and sends a request one byte a second — in its headers, or in the body of
 * an upload. Resolves with the seconds until the server closed the connection, or null if it was still open after
 * `limitMs`.
 */
export function slowClient(baseUrl: string, part: 'headers' | 'body', limitMs: number): Promise<number | null> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(url.port), url.hostname);
    let timer: NodeJS.Timeout | undefined;
    const finish = (value: number | null) => {
      clearInterval(timer);
      socket.destroy();
      resolve(value);
    };
    socket.on('close', () => finish((Date.now() - started) / 1000));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      if (part === 'body') {
        socket.write(
          `POST /api/transcribe HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/octet-stream\r\n` +
            'Content-Length: 1000000\r\n\r\n',
        );
      } else {
        socket.write(`GET /api/user HTTP/1.1\r\nHost: ${url.host}\r\n`);
      }
      timer = setInterval(() => socket.write(part === 'body' ? 'x' : 'X'), 1000);
    });
    setTimeout(() => finish(null), limitMs);
  });
}
