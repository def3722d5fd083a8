import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@common/schemas/fields.schema';
import { retryTranscribeSchema } from '@common/schemas/transcribe.schema';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { TranscribeService } from './transcribe.service';
import { receiveAudioUpload } from './upload-receiver';

export function registerTranscribeRoutes(app: FastifyInstance, transcribe: TranscribeService, audioDir: string): void {
  app.post('/api/transcribe', { config: { access: 'provider' } }, async (request) => {
    const context = contextOf(request);
    const upload = await receiveAudioUpload(request, audioDir);
    return transcribe.accept(upload, context);
  });

  app.post('/api/transcribe/retry', { config: { access: 'provider' } }, async (request) => {
    const { audioId } = parseInput(retryTranscribeSchema, request.body);
    return transcribe.retry(audioId, contextOf(request));
  });

  // A failed or interrupted recording is transcribed again from its stored audio.
  app.post('/api/recordings/:id/retry', { config: { access: 'provider' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return transcribe.retryRecording(id, contextOf(request));
  });
}
