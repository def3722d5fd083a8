import type { FastifyInstance } from 'fastify';
import { retryTranscribeSchema } from '@common/schemas/transcribe.schema';
import { clientGoneSignal } from '../../lib/client-gone';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { TranscribeService } from './transcribe.service';
import { receiveAudioUpload } from './upload-receiver';

export function registerTranscribeRoutes(app: FastifyInstance, transcribe: TranscribeService, audioDir: string): void {
  app.post('/api/transcribe', { config: { access: 'provider' } }, async (request, reply) => {
    const context = contextOf(request);
    const upload = await receiveAudioUpload(request, audioDir);
    return transcribe.accept(upload, context, clientGoneSignal(reply));
  });

  app.post('/api/transcribe/retry', { config: { access: 'provider' } }, async (request, reply) => {
    const { audioId } = parseInput(retryTranscribeSchema, request.body);
    return transcribe.retry(audioId, contextOf(request), clientGoneSignal(reply));
  });
}
