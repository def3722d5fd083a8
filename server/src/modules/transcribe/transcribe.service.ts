import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { INVALID_FILE_TYPE } from '@common/limits';
import { NO_SPEECH } from '@common/schemas/recording-session.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { VisitStatus } from '@common/schemas/visit.schema';
import { transcribeFieldsSchema, type TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { AudioDecodeError } from '../../audio/audio.errors';
import { syncDirectory } from '../../audio/durable-file';
import { wavHasSpeech, type VoiceActivityDetector } from '../../audio/voice-activity';
import type { Database, Transaction } from '../../db/database';
import { applyDictatedSections } from '../../engines/note/dictation/dictation-sections';
import type { NoteEngine } from '../../engines/note/note.engine';
import type { TranscriptionResult } from '../../engines/transcription/transcription.engine';
import { TranscriptionError } from '../../engines/transcription/transcription.errors';
import {
  badGateway,
  conflict,
  HttpError,
  notFound,
  serviceUnavailable,
  unprocessable,
  unsupportedMediaType,
} from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import type { AuditStore } from '../audit/audit.store';
import type { AudioStorage } from '../audio/audio-storage';
import type { AudioUploadRow, AudioUploadsStore } from '../audio/audio-uploads.store';
import type { CodesService } from '../codes/codes.service';
import type { RecordingDraftsService } from '../recordings/recording-drafts.service';
import { assertEditable } from '../visits/visit-state-machine';
import type { VisitsService } from '../visits/visits.service';
import type { VisitsStore } from '../visits/visits.store';
import { toTranscriptionResponse } from './transcribe.dto';
import type { AudioToolkit, TranscriptionRunner } from './transcribe.ports';
import type { TranscriptionJobs } from './transcription-jobs';
import type { ReceivedUpload } from './upload-receiver';

export const EMPTY_AUDIO = 'The audio file is empty. Please record or choose the file again.';
export const TRANSCRIPTION_FAILED = 'Transcription failed. The audio is kept — please retry.';
/** The same audio (SHA-256) for the same visit within this window answers with the earlier upload's recording. */
export const DUPLICATE_WINDOW_MS = 60 * 60_000;
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

export class TranscribeService {
  constructor(private readonly deps: TranscribeServiceDeps) {}

  /** Checks and durably stores an upload, then transcribes it and drafts the note. */
  async accept(
    upload: ReceivedUpload,
    context: RequestContext,
    clientGone?: AbortSignal,
  ): Promise<TranscriptionResponse> {
    const stored = await this.storeOrDiscard(upload, context);
    if (stored.duplicate) return this.answerDuplicate(stored.row, context, clientGone);
    return this.process(stored.row, context, clientGone);
  }

  /**
   * Stores audio that was already transcribed elsewhere (live capture transcribes while recording) and drafts its
   * note: the same stored upload, draft recording, note, visit move and audit as POST /api/transcribe.
   */
  async acceptTranscribed(
    upload: ReceivedUpload,
    transcript: TranscriptionResult,
    durationSec: number,
    context: RequestContext,
  ): Promise<TranscriptionResponse> {
    const stored = await this.storeOrDiscard(upload, context);
    if (stored.duplicate) return this.answerDuplicate(stored.row, context);
    return this.guard(stored.row, () => this.composeNote(stored.row, transcript, durationSec, context));
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
      return this.process(row, context, clientGone);
    }
    throw new HttpError(409, TRANSCRIPTION_RUNNING, undefined, { audioId: row.id });
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
    return this.process(row, context, clientGone);
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
      await this.process(upload, context);
    }
    return this.deps.drafts.getDto(recording.id);
  }

  private async storeOrDiscard(
    upload: ReceivedUpload,
    context: RequestContext,
  ): Promise<{ row: AudioUploadRow; duplicate: boolean }> {
    try {
      return await this.store(upload, context);
    } catch (error) {
      await rm(upload.tempPath, { force: true });
      throw error;
    }
  }

  private async store(
    upload: ReceivedUpload,
    context: RequestContext,
  ): Promise<{ row: AudioUploadRow; duplicate: boolean }> {
    const fields = parseInput(transcribeFieldsSchema, upload.fields);
    if (fields.visitId !== undefined) {
      const visit = await this.deps.visits.findById(fields.visitId);
      if (!visit) throw notFound('Visit not found');
      await this.deps.checkChart?.(visit.id, context);
      assertEditable(visit.status as VisitStatus);
    }
    if (upload.size === 0) throw unprocessable(EMPTY_AUDIO);
    const type = await this.deps.toolkit.detectType(upload.tempPath);
    if (!type) throw unsupportedMediaType(INVALID_FILE_TYPE);

    const id = randomUUID();
    const storedName = `${id}.${type.ext}`;
    await rename(upload.tempPath, this.deps.storage.pathFor(storedName));
    await syncDirectory(this.deps.storage.dir);
    const stored = await this.deps.db.transaction(async (tx) => {
      // Locking the visit serialises its uploads, so two identical ones at once still make one recording.
      const visit = fields.visitId ? await this.deps.visits.findById(fields.visitId, tx, true) : undefined;
      if (visit) assertEditable(visit.status as VisitStatus);
      const since = new Date(Date.now() - DUPLICATE_WINDOW_MS);
      const earlier = visit
        ? await this.deps.audioUploads.findDuplicate(visit.id, upload.sha256, since, tx)
        : undefined;
      if (earlier) {
        await this.deps.audit.append(
          context,
          {
            action: 'upload_audio',
            entityType: 'audio',
            entityId: earlier.id,
            patientId: visit?.patientId ?? null,
            detail: { visitId: earlier.visitId, bytes: upload.size, duplicate: true },
          },
          tx,
        );
        return { row: earlier, duplicate: true };
      }
      const row = await this.deps.audioUploads.insert(
        {
          id,
          visitId: fields.visitId ?? null,
          createdBy: context.actor.id,
          storedName,
          mimeType: type.mimeType,
          sizeBytes: upload.size,
          sha256: upload.sha256,
          recordingType: fields.recordingType ?? null,
        },
        tx,
      );
      const patientId = visit?.patientId ?? null;
      // The visit's recording exists from now on, so a reload or a crash never loses what was recorded.
      if (visit) {
        const recordingType = fields.recordingType ?? (context.actor.role === 'doctor' ? 'doctor_review' : 'initial');
        await this.deps.drafts.open(tx, { visitId: visit.id, patientId, audioId: id, recordingType }, context);
      }
      await this.deps.audit.append(
        context,
        {
          action: 'upload_audio',
          entityType: 'audio',
          entityId: id,
          patientId,
          detail: { visitId: fields.visitId ?? null, bytes: upload.size },
        },
        tx,
      );
      return { row, duplicate: false };
    });
    if (stored.duplicate) await this.deps.storage.removeFiles([storedName]);
    return stored;
  }

  /** Runs transcription and note drafting; any failure leaves the upload and its recording failed, for a retry. */
  private process(row: AudioUploadRow, context: RequestContext, clientGone?: AbortSignal) {
    return this.guard(row, () => this.transcribeAndDraft(row, context, clientGone));
  }

  private async guard(row: AudioUploadRow, work: () => Promise<TranscriptionResponse>): Promise<TranscriptionResponse> {
    await this.deps.drafts.setStatus(row.id, 'processing');
    try {
      return await work();
    } catch (error) {
      await this.deps.drafts.setStatus(row.id, 'failed');
      if (error instanceof HttpError) throw error;
      // Anything unexpected (the note engine, the database): the upload is kept and can be retried.
      this.deps.log?.({ kind: error instanceof Error ? error.name : typeof error }, 'drafting the note failed');
      await this.deps.audioUploads.update(row.id, { status: 'failed', error: TRANSCRIPTION_FAILED });
      throw badGateway(TRANSCRIPTION_FAILED, { audioId: row.id });
    }
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
    return this.composeNote(row, transcript, decoded.durationSec, context, signal);
  }

  private async composeNote(
    row: AudioUploadRow,
    transcript: TranscriptionResult,
    durationSec: number,
    context: RequestContext,
    signal = AbortSignal.timeout(this.deps.timeoutMs),
  ): Promise<TranscriptionResponse> {
    const { audioUploads, noteEngine } = this.deps;
    // The transcript is stored before the note is drafted, so a failure from here on loses nothing.
    await audioUploads.update(row.id, {
      transcription: transcript.text,
      segments: transcript.segments,
      transcriptionEngine: transcript.engine,
      durationSec,
    });
    const drafted = await noteEngine.generate({ transcript: transcript.text, segments: transcript.segments, signal });
    // A doctor's dictation: what was said under "Assessment" and "Plan" fills those sections verbatim.
    const generated =
      row.recordingType === 'doctor_review'
        ? applyDictatedSections(drafted, transcript.text, transcript.segments)
        : drafted;
    // A clinic that licensed CPT descriptors sees them instead of our short labels.
    const note = {
      ...generated,
      codeSuggestions: await this.deps.codes.describeSuggestions(generated.codeSuggestions),
    };
    const done = await this.deps.db.transaction(async (tx) => {
      const saved = await audioUploads.update(row.id, { note, status: 'transcribed' }, tx);
      const draft = saved ? await this.deps.drafts.finish(tx, saved) : undefined;
      await this.moveVisitForDoctor(row, context, tx);
      await this.deps.audit.append(
        context,
        {
          action: 'transcribe',
          entityType: 'audio',
          entityId: row.id,
          detail: { engine: transcript.engine, noteEngine: note.engine.id, recordingId: draft?.id ?? null },
        },
        tx,
      );
      return saved ? { saved, draft } : undefined;
    });
    if (!done) throw notFound('Audio upload not found');
    return toTranscriptionResponse(done.saved, done.draft);
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

  /** SPEC section 4: a doctor's audio on the visit page moves the visit to doctor review. */
  private async moveVisitForDoctor(row: AudioUploadRow, context: RequestContext, tx: Transaction) {
    if (context.actor.role !== 'doctor' || row.visitId === null) return;
    const visit = await this.deps.visits.findById(row.visitId, tx, true);
    if (visit) await this.deps.visitsService.applyWorkflowEvent(tx, visit, { type: 'doctor_added_audio' }, context);
  }
}
