import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { ApiError } from '../../../lib/api-error';
import type { FinishRecordingSessionInput } from '../api/finish-recording-session';
import type { ChunkQueue } from './chunk-queue';
import type { ChunkSender } from './chunk-sender';

interface FinishDeps {
  queue: ChunkQueue;
  sender: ChunkSender;
  finish: (input: FinishRecordingSessionInput) => Promise<TranscriptionResponse>;
}

/**
 * Sends whatever is still queued, then asks the server for the note. The local copy is dropped only once the
 * server has answered for good: the note (200) or no speech (422, the server keeps the audio for support).
 * `knownChunks` is the server's count, used when this browser has no copy of the session.
 */
export async function finishSession(
  sessionId: string,
  { queue, sender, finish }: FinishDeps,
  knownChunks = 0,
): Promise<TranscriptionResponse> {
  await sender.drain(sessionId);
  const local = await queue.getSession(sessionId);
  const chunks = local?.nextSeq ?? knownChunks;
  let result: TranscriptionResponse;
  try {
    result = await finish({ sessionId, chunks });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 422) {
      await queue.removeSession(sessionId);
      throw error;
    }
    // 409: the server misses pieces; send every stored piece again (the same bytes are accepted twice) and retry.
    if (error.status !== 409 || !local || local.nextSeq === 0) throw error;
    await queue.markAllUnsent(sessionId);
    await sender.drain(sessionId);
    result = await finish({ sessionId, chunks });
  }
  await queue.removeSession(sessionId);
  return result;
}
