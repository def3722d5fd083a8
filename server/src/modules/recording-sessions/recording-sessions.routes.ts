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
import { answer, failure, noBody } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { RecordingSessionsService } from './recording-sessions.service';

const tags = ['Live capture'];
const provider = { access: 'provider' as const };
const docs = {
  create: {
    tags,
    summary: 'Start a live recording session',
    body: createRecordingSessionSchema,
    response: { 201: answer('RecordingSessionDto'), 404: failure('Visit not found'), 409: failure('Visit completed') },
  },
  list: {
    tags,
    summary: "The caller's unfinished sessions (recording or finishing)",
    querystring: listRecordingSessionsQuerySchema,
    response: { 200: answer('RecordingSessionDto[]') },
  },
  get: {
    tags,
    summary: 'A session: status, pieces and seconds received, and the live transcript so far',
    params: recordingSessionParamsSchema,
    response: { 200: answer('RecordingSessionDto'), 404: failure('No such session of the caller') },
  },
  finish: {
    tags,
    summary: 'Finish: transcribe the tail and draft the note (the same answer as POST /api/transcribe)',
    params: recordingSessionParamsSchema,
    body: finishRecordingSessionSchema,
    response: {
      200: answer('TranscriptionResponse'),
      404: failure('No such session of the caller'),
      409: failure('Missing recording pieces, listed'),
      422: failure('No speech was detected in this recording'),
    },
  },
  discard: {
    tags,
    summary: 'Discard a session and its audio',
    params: recordingSessionParamsSchema,
    response: { 204: noBody('Discarded'), 404: failure('No such session of the caller') },
  },
  piece: {
    tags,
    summary: 'Store one piece (raw application/octet-stream bytes), durably; the same piece twice is stored once',
    params: recordingPieceParamsSchema,
    response: {
      200: answer('{ seq, stored, chunksReceived }'),
      404: failure('No such session of the caller'),
      409: failure('A different piece is already stored under this number'),
      413: failure('The piece or the session is too large'),
    },
  },
};

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
  app.post('/api/recording-sessions', { config: provider, schema: docs.create }, async (request, reply) => {
    const input = parseInput(createRecordingSessionSchema, request.body);
    return reply.code(201).send(await service.create(input, contextOf(request)));
  });

  app.get('/api/recording-sessions', { config: provider, schema: docs.list }, async (request) => {
    parseInput(listRecordingSessionsQuerySchema, request.query);
    return service.listUnfinished(contextOf(request));
  });

  app.get('/api/recording-sessions/:id', { config: provider, schema: docs.get }, async (request) => {
    const { id } = parseInput(recordingSessionParamsSchema, request.params);
    return service.get(id, contextOf(request));
  });

  app.post('/api/recording-sessions/:id/finish', { config: provider, schema: docs.finish }, async (request) => {
    const { id } = parseInput(recordingSessionParamsSchema, request.params);
    const { chunks } = parseInput(finishRecordingSessionSchema, request.body);
    return service.finish(id, chunks, contextOf(request));
  });

  app.delete('/api/recording-sessions/:id', { config: provider, schema: docs.discard }, async (request, reply) => {
    const { id } = parseInput(recordingSessionParamsSchema, request.params);
    await service.discard(id, contextOf(request));
    return reply.code(204).send();
  });

  // Raw audio bytes are accepted on this route only; everywhere else the API speaks JSON.
  void app.register((scope) => {
    // Raw bytes as sent by fetch() with a Blob, whose type is the recorder's (audio/webm;codecs=opus) — or octet-stream.
    const parse = (request: { headers: Record<string, unknown> }, payload: Readable) =>
      readPiece(payload, Number(request.headers['content-length']), maxPieceBytes);
    scope.addContentTypeParser('application/octet-stream', parse);
    scope.addContentTypeParser(/^(audio|video)\//, parse);
    scope.put('/api/recording-sessions/:id/chunks/:seq', { config: provider, schema: docs.piece }, async (request) => {
      const { id, seq } = parseInput(recordingPieceParamsSchema, request.params);
      if (request.body === undefined || request.body === null) throw badRequest('The recording piece is empty.');
      if (!Buffer.isBuffer(request.body)) throw unsupportedMediaType(PIECE_TYPE);
      return service.putPiece(id, seq, request.body, contextOf(request));
    });
    return Promise.resolve();
  });
}
