import { NO_SPEECH } from '@common/schemas/recording-session.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { AudioDecodeError } from '../../audio/audio.errors';
import { conflict, HttpError, unprocessable } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { TranscribeService } from '../transcribe/transcribe.service';
import type { LiveTranscriptionWorker } from './live-transcription.worker';
import type { PieceRow, RecordingSessionRow, RecordingSessionsRepository } from './recording-sessions.repository';
import type { SessionPiecesStore } from './session-pieces.store';
import { composeTranscript, missingPieces } from './session-transcript';

export interface SessionFinisherDeps {
  sessions: RecordingSessionsRepository;
  pieces: SessionPiecesStore;
  worker: LiveTranscriptionWorker;
  transcribe: TranscribeService;
  audioDir: string;
}

export const NOT_RECORDING = 'This recording session is no longer recording.';

/**
 * Finishing one live session: checks every piece is in, waits for the live transcription's tail, stores the joined
 * audio as an upload named after the session and drafts the note. Each step is idempotent so a finish interrupted by
 * a crash continues from where it stopped.
 */
export class SessionFinisher {
  constructor(private readonly deps: SessionFinisherDeps) {}

  async finish(session: RecordingSessionRow, chunks: number, context: RequestContext): Promise<TranscriptionResponse> {
    const id = session.id;
    if (session.status === 'done' && session.audioId) {
      const done = await this.deps.transcribe.findFinished(session.audioId);
      if (done) return done;
    }
    if (session.status === 'failed' && session.error === NO_SPEECH) throw unprocessable(NO_SPEECH);
    if (session.status !== 'recording' && session.status !== 'finishing') throw conflict(NOT_RECORDING);
    const pieces = await this.deps.sessions.listPieces(id);
    const { missing, extra } = missingPieces(pieces, chunks);
    if (missing.length > 0) {
      throw new HttpError(409, `Missing recording pieces: ${missing.join(', ')}. Send them, then finish again.`, [], {
        missing: missing.join(','),
      });
    }
    if (extra.length > 0) throw conflict(`The server holds ${pieces.length} pieces, more than the ${chunks} sent.`);
    await this.deps.sessions.update(id, { status: 'finishing', expectedChunks: chunks });

    // The upload is named after the session, so a finish that stored it and then crashed left it to continue from.
    const stored = await this.deps.transcribe.continueTranscribed(
      id,
      composeTranscript(await this.deps.sessions.listUtterances(id)),
      session.secondsReceived,
      context,
    );
    // Its audio is stored already: a resumed decode of the pieces is not needed any more.
    if (stored) await this.deps.worker.discard(id);
    const response = stored ?? (await this.transcribeAndStore(session, pieces, context));
    await this.deps.sessions.update(id, {
      status: 'done',
      audioId: response.audioId,
      secondsReceived: response.duration,
    });
    await this.deps.pieces.removeSession(id);
    return response;
  }

  /** Waits for the tail of the live transcription, then stores the joined pieces as the upload `session.id`. */
  private async transcribeAndStore(
    session: RecordingSessionRow,
    pieces: PieceRow[],
    context: RequestContext,
  ): Promise<TranscriptionResponse> {
    const id = session.id;
    let durationSec: number;
    try {
      ({ durationSec } = await this.deps.worker.finish(id));
    } catch (error) {
      if (!(error instanceof AudioDecodeError)) throw error;
      await this.deps.sessions.update(id, { status: 'failed', error: error.message });
      throw unprocessable(`${error.message} The pieces are kept.`);
    }
    const utterances = await this.deps.sessions.listUtterances(id);
    if (utterances.length === 0) {
      // Kept 24 h for support, then swept.
      await this.deps.sessions.update(id, { status: 'failed', error: NO_SPEECH });
      throw unprocessable(NO_SPEECH);
    }
    const tempPath = this.deps.pieces.stagingPath(this.deps.audioDir);
    const file = await this.deps.pieces.assemble(id, pieces, tempPath);
    const fields: Record<string, string> = {};
    if (session.visitId !== null) fields.visitId = String(session.visitId);
    if (session.recordingType !== null) fields.recordingType = session.recordingType;
    return this.deps.transcribe.acceptTranscribed(
      { id, tempPath, size: file.size, sha256: file.sha256, fields },
      composeTranscript(utterances),
      durationSec,
      context,
    );
  }
}
