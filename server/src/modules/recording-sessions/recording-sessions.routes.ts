import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import {
  createRecordingSessionSchema,
  finishRecordingSessionSchema,
  listRecordingSessionsQuerySchema,
  PIECE_TOO_LARGE,
  recordingPieceParamsSchema,
  recordingSessionParamsSchema,
} from '@common/schemas/recording-session.schema';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { RecordingSessionsService } from './recording-sessions.service';

const PIECE_TYPE = 'Send the recording piece as application/octet-stream.';

/** Reads a raw body into memory up to `maxBytes`, refusing more with a clear 413 as soon as it arrives. */
async function readPiece(payload: Readable, declared: number, maxBytes: number): Promise<Buffer> {
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(PIECE_TOO_LARGE);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      payload.destroy();
      throw payloadTooLarge(PIECE_TOO_LARGE);
    }
    parts.push(buf);
  }
  return Buffer.concat(parts, size);
}

export function registerRecordingSessionsRoutes(
  app: FastifyInstance,
  service: RecordingSessionsService,
  maxPieceBytes: number,
): void {
  app.post('/api/recording-sessions', { config: { access: 'provider' } }, async (request, reply) => {
    const input = parseInput(createRecordingSessionSchema, request.body);
    return reply.code(201).send(await service.create(input, contextOf(request)));
  });

  app.get('/api/recording-sessions', { config: { access: 'provider' } }, async (request) => {
    parseInput(listRecordingSessionsQuerySchema, request.query);
    return service.listUnfinished(contextOf(request));
  });

  app.get('/api/recording-sessions/:id', { config: { access: 'provider' } }, async (request) => {
    const { id } = parseInput(recordingSessionParamsSchema, request.params);
    return service.get(id, contextOf(request));
  });

  app.post('/api/recording-sessions/:id/finish', { config: { access: 'provider' } }, async (request) => {
    const { id } = parseInput(recordingSessionParamsSchema, request.params);
    const { chunks } = parseInput(finishRecordingSessionSchema, request.body);
    return service.finish(id, chunks, contextOf(request));
  });

  app.delete('/api/recording-sessions/:id', { config: { access: 'provider' } }, async (request, reply) => {
    const { id } = parseInput(recordingSessionParamsSchema, request.params);
    await service.discard(id, contextOf(request));
    return reply.code(204).send();
  });

  // Raw audio bytes are accepted on this route only; everywhere else the API speaks JSON.
  void app.register(async (scope) => {
    // Raw bytes as sent by fetch() with a Blob, whose type is the recorder's (audio/webm;codecs=opus) — or octet-stream.
    const parse = async (request: { headers: Record<string, unknown> }, payload: Readable) =>
      readPiece(payload, Number(request.headers['content-length']), maxPieceBytes);
    scope.addContentTypeParser('application/octet-stream', parse);
    scope.addContentTypeParser(/^(audio|video)\//, parse);
    scope.put('/api/recording-sessions/:id/chunks/:seq', { config: { access: 'provider' } }, async (request) => {
      const { id, seq } = parseInput(recordingPieceParamsSchema, request.params);
      if (request.body === undefined || request.body === null) throw badRequest('The recording piece is empty.');
      if (!Buffer.isBuffer(request.body)) throw unsupportedMediaType(PIECE_TYPE);
      return service.putPiece(id, seq, request.body, contextOf(request));
    });
  });
}
