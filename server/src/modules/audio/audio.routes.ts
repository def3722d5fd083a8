import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import rangeParser from 'range-parser';
import { idParamSchema } from '@common/schemas/fields.schema';
import { answer, failure } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { AudioService } from './audio.service';

/**
 * The one byte range to send for a `Range` header: undefined serves the whole file (no header, another unit, a
 * malformed header), null answers 416. Several ranges are merged and answered with the first, which players accept.
 */
export function pickByteRange(header: string | undefined, size: number): rangeParser.Range | null | undefined {
  if (!header?.trim().startsWith('bytes=')) return undefined;
  const ranges = rangeParser(size, header.trim(), { combine: true });
  if (ranges === -1) return null;
  if (ranges === -2) return undefined;
  return ranges[0];
}

export function registerAudioRoutes(app: FastifyInstance, audio: AudioService): void {
  const play = {
    tags: ['Recordings'],
    summary: "A recording's stored audio; one `Range` is honoured",
    params: idParamSchema,
    produces: ['audio/*'],
    response: {
      200: answer('The whole file'),
      206: answer('The requested byte range (Content-Range)'),
      404: failure('No such recording, or no audio stored for it'),
      416: failure('The range lies outside the file'),
    },
  };
  app.get('/api/recordings/:id/audio', { config: { access: 'provider' }, schema: play }, async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    const file = await audio.openForRecording(id, contextOf(request));
    const range = pickByteRange(request.headers.range, file.size);
    if (range === null) {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${file.size}`)
        .send({ message: 'Requested range cannot be satisfied' });
    }
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', 'inline');
    if (range === undefined) {
      return reply.header('Content-Length', file.size).send(createReadStream(file.path));
    }
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(createReadStream(file.path, { start: range.start, end: range.end }));
  });
}
