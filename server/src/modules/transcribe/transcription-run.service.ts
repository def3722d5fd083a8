import { NO_SPEECH } from '@common/schemas/recording-session.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { AudioDecodeError } from '../../audio/audio.errors';
import { wavHasSpeech, type VoiceActivityDetector } from '../../audio/voice-activity';
import { TranscriptionError } from '../../engines/transcription/transcription.errors';
import { badGateway, serviceUnavailable, unprocessable } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AudioStorage } from '../audio/audio-storage';
import type { AudioUploadRow, AudioUploadsStore } from '../audio/audio-uploads.store';
import { TRANSCRIPTION_FAILED, type NoteDrafting } from './note-drafting.service';
import type { AudioToolkit, TranscriptionRunner } from './transcribe.ports';
import type { TranscriptionJobs } from './transcription-jobs';

export interface TranscriptionRunDeps {
  audioUploads: AudioUploadsStore;
  storage: AudioStorage;
  toolkit: AudioToolkit;
  runner: TranscriptionRunner;
  vad: VoiceActivityDetector;
  jobs: TranscriptionJobs;
  drafting: NoteDrafting;
  timeoutMs: number;
  log?: (event: Record<string, unknown>, message: string) => void;
}

/** A stored upload's whole run: decode, check for speech, transcribe on the configured engine, draft the note. */
export class TranscriptionRun {
  constructor(private readonly deps: TranscriptionRunDeps) {}

  /** Any failure leaves the upload and its recording failed, for a retry. */
  process(row: AudioUploadRow, context: RequestContext, clientGone?: AbortSignal): Promise<TranscriptionResponse> {
    return this.deps.drafting.guard(row, () => this.transcribeAndDraft(row, context, clientGone));
  }

  private async transcribeAndDraft(
    row: AudioUploadRow,
    context: RequestContext,
    clientGone?: AbortSignal,
  ): Promise<TranscriptionResponse> {
    // Deleting the visit aborts this job, so nothing derived from its audio outlives it.
    const job = this.deps.jobs.start(row.visitId, this.deps.timeoutMs);
    try {
      return await this.runJob(row, context, job.signal, clientGone);
    } finally {
      job.done();
    }
  }

  private async runJob(row: AudioUploadRow, context: RequestContext, signal: AbortSignal, clientGone?: AbortSignal) {
    const { audioUploads, toolkit, runner, storage } = this.deps;
    const audioPath = storage.pathFor(row.storedName);
    const details = { audioId: row.id };
    await audioUploads.update(row.id, { status: 'transcribing', error: null });
    let decoded: Awaited<ReturnType<AudioToolkit['decode']>>;
    try {
      decoded = await toolkit.decode(audioPath, signal);
    } catch (error) {
      const message = error instanceof AudioDecodeError ? error.message : 'The audio could not be decoded.';
      await audioUploads.update(row.id, { status: 'failed', error: message });
      throw unprocessable(`${message} The upload is kept; you can retry or choose another file.`, details);
    }
    const speech = await wavHasSpeech(this.deps.vad, decoded.pcmPath).catch((error: unknown) => {
      // The detector is a safeguard: if it fails, transcribe as before rather than refuse the audio.
      this.deps.log?.({ kind: error instanceof Error ? error.name : typeof error }, 'voice activity check failed');
      return true;
    });
    if (!speech) {
      await decoded.dispose();
      // Kept 24 h for support, then swept (see sweepSilentUploads).
      await audioUploads.update(row.id, { status: 'failed', error: NO_SPEECH, durationSec: decoded.durationSec });
      throw unprocessable(NO_SPEECH, details);
    }
    // A waiting job is dropped when its client hangs up, unless it belongs to a visit: that draft lives on the
    // server and the clinician comes back to it after a reload, so it must finish.
    const dropIfGone = clientGone && row.visitId === null ? { clientGone } : {};
    let transcript;
    try {
      transcript = await runner.transcribe(
        { audioPath, mimeType: row.mimeType, pcmPath: decoded.pcmPath, durationSec: decoded.durationSec },
        signal,
        { owner: context.actor.id, ...dropIfGone },
      );
    } catch (error) {
      this.deps.log?.(
        { kind: error instanceof Error ? error.name : typeof error, engine: runner.engineId },
        'transcription failed',
      );
      // Engine messages are written to be shown (no keys, paths or transcript); anything else stays generic.
      const message =
        error instanceof TranscriptionError
          ? `${error.message} The audio is kept — please retry.`
          : TRANSCRIPTION_FAILED;
      await audioUploads.update(row.id, { status: 'failed', error: message, durationSec: decoded.durationSec });
      const unavailable = error instanceof TranscriptionError && error.kind === 'unavailable';
      throw unavailable ? serviceUnavailable(message, details) : badGateway(message, details);
    } finally {
      await decoded.dispose();
    }
    return this.deps.drafting.composeNote(row, transcript, decoded.durationSec, context, signal);
  }
}
