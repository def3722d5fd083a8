import { NO_SPEECH } from '@common/schemas/recording-session.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { VisitStatus } from '@common/schemas/visit.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { VoiceActivityDetector } from '../../audio/voice-activity';
import type { Database } from '../../db/database';
import type { NoteEngine } from '../../engines/note/note.engine';
import type { TranscriptionResult } from '../../engines/transcription/transcription.engine';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { AudioStorage } from '../audio/audio-storage';
import type { AudioUploadRow, AudioUploadsStore } from '../audio/audio-uploads.store';
import type { CodesService } from '../codes/codes.service';
import type { RecordingDraftsService } from '../recordings/recording-drafts.service';
import { assertEditable } from '../visits/visit-state-machine';
import type { VisitsService } from '../visits/visits.service';
import type { VisitsStore } from '../visits/visits.store';
import { NoteDrafting } from './note-drafting.service';
import { toTranscriptionResponse } from './transcribe.dto';
import type { AudioToolkit, TranscriptionRunner } from './transcribe.ports';
import type { TranscriptionJobs } from './transcription-jobs';
import { TranscriptionRun } from './transcription-run.service';
import { UploadIntake, type UploadToStore } from './upload-intake.service';
import type { ReceivedUpload } from './upload-receiver';

export const TRANSCRIPTION_RUNNING = 'This audio is being transcribed right now. Please wait for it to finish.';

export interface TranscribeServiceDeps {
  db: Database;
  audioUploads: AudioUploadsStore;
  visits: VisitsStore;
  visitsService: VisitsService;
  audit: AuditStore;
  storage: AudioStorage;
  toolkit: AudioToolkit;
  runner: TranscriptionRunner;
  noteEngine: NoteEngine;
  vad: VoiceActivityDetector;
  codes: CodesService;
  drafts: RecordingDraftsService;
  jobs: TranscriptionJobs;
  timeoutMs: number;
  log?: (event: Record<string, unknown>, message: string) => void;
  /** Refuses a visit outside the uploader's care team (ACCESS=care-team only). */
  checkChart?: (visitId: number, context: RequestContext) => Promise<void>;
}

/**
 * Audio to note: an upload is stored (UploadIntake), transcribed (TranscriptionRun) and its note drafted
 * (NoteDrafting). This service holds what ties them together: duplicates, retries and live capture's entry points.
 */
export class TranscribeService {
  private readonly intake: UploadIntake;
  private readonly drafting: NoteDrafting;
  private readonly run: TranscriptionRun;

  constructor(private readonly deps: TranscribeServiceDeps) {
    this.intake = new UploadIntake(deps);
    this.drafting = new NoteDrafting(deps);
    this.run = new TranscriptionRun({ ...deps, drafting: this.drafting });
  }

  /** Checks and durably stores an upload, then transcribes it and drafts the note. */
  async accept(
    upload: ReceivedUpload,
    context: RequestContext,
    clientGone?: AbortSignal,
  ): Promise<TranscriptionResponse> {
    const stored = await this.intake.storeOrDiscard(upload, context);
    if (stored.duplicate) return this.answerDuplicate(stored.row, context, clientGone);
    return this.run.process(stored.row, context, clientGone);
  }

  /**
   * Stores audio that was already transcribed elsewhere (live capture transcribes while recording) and drafts its
   * note: the same stored upload, draft recording, note, visit move and audit as POST /api/transcribe. `upload.id`,
   * when given, names the stored upload, so a caller that crashed afterwards finds it (see continueTranscribed).
   */
  async acceptTranscribed(
    upload: UploadToStore,
    transcript: TranscriptionResult,
    durationSec: number,
    context: RequestContext,
  ): Promise<TranscriptionResponse> {
    const stored = await this.intake.storeOrDiscard(upload, context);
    if (stored.duplicate) return this.answerDuplicate(stored.row, context);
    const row = stored.row;
    return this.drafting.guard(row, () => this.drafting.composeNote(row, transcript, durationSec, context));
  }

  /**
   * The upload `audioId` that acceptTranscribed stored before its caller was interrupted (a crash, a failed note):
   * its note, drafted now if it was not yet. Undefined when no such upload was stored.
   */
  async continueTranscribed(
    audioId: string,
    transcript: TranscriptionResult,
    durationSec: number,
    context: RequestContext,
  ): Promise<TranscriptionResponse | undefined> {
    const row = await this.deps.audioUploads.findById(audioId);
    if (!row) return undefined;
    if (row.status === 'transcribed' && row.note)
      return toTranscriptionResponse(row, await this.deps.drafts.findByAudioId(row.id));
    if (row.status === 'transcribing') throw conflict(TRANSCRIPTION_RUNNING);
    return this.drafting.guard(row, () => this.drafting.composeNote(row, transcript, durationSec, context));
  }

  /** The stored response of a finished upload (a repeated finish request), or undefined. */
  async findFinished(audioId: string): Promise<TranscriptionResponse | undefined> {
    const row = await this.deps.audioUploads.findById(audioId);
    if (row?.status !== 'transcribed' || !row.note) return undefined;
    return toTranscriptionResponse(row, await this.deps.drafts.findByAudioId(row.id));
  }

  /** Removes the audio of uploads that held no speech once it has been kept `keepMs` for support. */
  async sweepSilentUploads(keepMs: number, now = Date.now()): Promise<number> {
    const names = await this.deps.audioUploads.deleteFailedBefore(NO_SPEECH, new Date(now - keepMs));
    await this.deps.storage.removeFiles(names);
    return names.length;
  }

  /** Runs a stored upload again (after a failure or a restart) without sending the audio again. */
  async retry(audioId: string, context: RequestContext, clientGone?: AbortSignal): Promise<TranscriptionResponse> {
    const row = await this.deps.audioUploads.findById(audioId);
    const allowed = row && (row.visitId !== null || row.createdBy === context.actor.id);
    if (!row || !allowed) throw notFound('Audio upload not found');
    if (row.status === 'transcribed' && row.note)
      return toTranscriptionResponse(row, await this.deps.drafts.findByAudioId(row.id));
    if (row.status === 'transcribing') throw conflict(TRANSCRIPTION_RUNNING);
    await this.auditRetry(row, context, null);
    return this.run.process(row, context, clientGone);
  }

  /**
   * POST /api/recordings/{id}/retry: runs a failed or interrupted recording's transcription and note again from
   * its stored audio, and answers with the recording (done, or failed again with the error as the answer).
   */
  async retryRecording(recordingId: number, context: RequestContext): Promise<RecordingDto> {
    const recording = await this.deps.drafts.findRetryable(recordingId, context);
    const visit = await this.deps.visits.findById(recording.visitId);
    if (!visit) throw notFound('Visit not found');
    assertEditable(visit.status as VisitStatus);
    const upload = await this.deps.audioUploads.findById(recording.audioId);
    if (!upload) throw notFound('No audio is stored for this recording');
    if (upload.status === 'transcribing') throw conflict(TRANSCRIPTION_RUNNING);
    await this.auditRetry(upload, context, recording.id);
    if (upload.status === 'transcribed' && upload.note) {
      // The transcription finished but the recording never heard of it (a crash in between): fill it in.
      await this.deps.db.transaction((tx) => this.deps.drafts.finish(tx, upload));
    } else {
      await this.run.process(upload, context);
    }
    return this.deps.drafts.getDto(recording.id);
  }

  /** The same audio sent to the same visit again (a double click, a client's retry): its recording, not a copy. */
  private async answerDuplicate(
    row: AudioUploadRow,
    context: RequestContext,
    clientGone?: AbortSignal,
  ): Promise<TranscriptionResponse> {
    if (row.status === 'transcribed' && row.note)
      return toTranscriptionResponse(row, await this.deps.drafts.findByAudioId(row.id));
    if (row.status === 'failed') {
      await this.auditRetry(row, context, (await this.deps.drafts.findByAudioId(row.id))?.id ?? null);
      return this.run.process(row, context, clientGone);
    }
    throw new HttpError(409, TRANSCRIPTION_RUNNING, undefined, { audioId: row.id });
  }

  /** A retry is audited with what it re-runs (never the audio or its text). */
  private async auditRetry(row: AudioUploadRow, context: RequestContext, recordingId: number | null) {
    const visit = row.visitId === null ? undefined : await this.deps.visits.findById(row.visitId);
    await this.deps.audit.append(context, {
      action: 'retry',
      entityType: recordingId === null ? 'audio' : 'recording',
      entityId: recordingId ?? row.id,
      patientId: visit?.patientId ?? null,
      detail: { audioId: row.id, visitId: row.visitId, previousStatus: row.status },
    });
  }
}
