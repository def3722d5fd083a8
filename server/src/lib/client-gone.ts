import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client closes the connection before its answer was sent (a closed tab, a dropped network), so
 * work queued for it can be dropped before it starts. Nothing fires once the answer is written.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort(new DOMException('The client went away', 'AbortError'));
  });
  return controller.signal;
}
