import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@common/schemas/fields.schema';
import { retryTranscribeSchema, transcribeFieldsSchema } from '@common/schemas/transcribe.schema';
import { z } from 'zod';
import { clientGoneSignal } from '../../lib/client-gone';
import { answer, failure } from '../../lib/route-docs';
import { parseInput } from '../../lib/validate';
import { contextOf } from '../auth/auth.guard';
import type { TranscribeService } from './transcribe.service';
import { receiveAudioUpload } from './upload-receiver';

export function registerTranscribeRoutes(app: FastifyInstance, transcribe: TranscribeService, audioDir: string): void {
  const tags = ['Transcription'];
  const transcribeAudio = {
    tags,
    summary: 'Upload audio; answers the transcript and the drafted note',
    consumes: ['multipart/form-data'],
    body: transcribeFieldsSchema.extend({ audio: z.string().meta({ format: 'binary' }).describe('The audio file') }),
    response: {
      200: answer('TranscriptionResponse'),
      413: failure('Over 25 MB'),
      415: failure('Not an accepted audio format (checked from the bytes)'),
      422: failure('Empty or undecodable audio; the upload is kept and can be retried'),
      502: failure('Transcription failed; the audio is kept, retry'),
      503: failure('The transcription service is unavailable; the audio is kept, retry'),
    },
  };
  app.post('/api/transcribe', { config: { access: 'provider' }, schema: transcribeAudio }, async (request, reply) => {
    const context = contextOf(request);
    const upload = await receiveAudioUpload(request, audioDir);
    return transcribe.accept(upload, context, clientGoneSignal(reply));
  });

  const retry = {
    tags,
    summary: 'Transcribe a stored upload again, without sending the audio',
    body: retryTranscribeSchema,
    response: {
      200: answer('TranscriptionResponse'),
      404: failure('Audio upload not found'),
      409: failure('This audio is being transcribed right now'),
      422: failure('Undecodable audio'),
    },
  };
  app.post('/api/transcribe/retry', { config: { access: 'provider' }, schema: retry }, async (request, reply) => {
    const { audioId } = parseInput(retryTranscribeSchema, request.body);
    return transcribe.retry(audioId, contextOf(request), clientGoneSignal(reply));
  });

  // A failed or interrupted recording is transcribed again from its stored audio.
  const retryRecording = {
    tags: ['Recordings'],
    summary: 'Transcribe a failed or interrupted recording again from its stored audio; answers with the recording',
    params: idParamSchema,
    response: {
      200: answer('RecordingDto'),
      404: failure('Recording not found, or no audio stored for it'),
      409: failure('Still transcribing, or the visit is completed'),
    },
  };
  app.post('/api/recordings/:id/retry', { config: { access: 'provider' }, schema: retryRecording }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return transcribe.retryRecording(id, contextOf(request));
  });
}
