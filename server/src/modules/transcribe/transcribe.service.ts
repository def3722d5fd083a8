import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { INVALID_FILE_TYPE } from '@common/limits';
import type { VisitStatus } from '@common/schemas/visit.schema';
import { transcribeFieldsSchema, type TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { Database, Transaction } from '../../db/database';
import type { NoteEngine } from '../../engines/note/note.engine';
import { TranscriptionError } from '../../engines/transcription/transcription.errors';
import {
  badGateway,
  conflict,
  notFound,
  serviceUnavailable,
  unprocessable,
  unsupportedMediaType,
} from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import type { AuditRepository } from '../audit/audit.repository';
import type { AudioStorage } from '../audio/audio-storage';
import type { AudioUploadRow, AudioUploadsRepository } from '../audio/audio-uploads.repository';
import { assertEditable } from '../visits/visit-state-machine';
import type { VisitsRepository } from '../visits/visits.repository';
import type { VisitsService } from '../visits/visits.service';
import { toTranscriptionResponse } from './transcribe.dto';
import { AudioDecodeError } from '../../audio/audio.errors';
import { syncDirectory } from '../../audio/durable-file';
import type { CodesService } from '../codes/codes.service';
import type { AudioToolkit, TranscriptionRunner } from './transcribe.ports';
import { NO_SPEECH } from '@common/schemas/recording-session.schema';
import type { TranscriptionResult } from '../../engines/transcription/transcription.engine';
import { wavHasSpeech, type VoiceActivityDetector } from '../../audio/voice-activity';
import type { ReceivedUpload } from './upload-receiver';

export const EMPTY_AUDIO = 'The audio file is empty. Please record or choose the file again.';
export const TRANSCRIPTION_FAILED = 'Transcription failed. The audio is kept — please retry.';
export const TRANSCRIPTION_RUNNING = 'This audio is being transcribed right now. Please wait for it to finish.';

export interface TranscribeServiceDeps {
  db: Database;
  audioUploads: AudioUploadsRepository;
  visits: VisitsRepository;
  visitsService: VisitsService;
  audit: AuditRepository;
  storage: AudioStorage;
  toolkit: AudioToolkit;
  runner: TranscriptionRunner;
  noteEngine: NoteEngine;
  vad: VoiceActivityDetector;
  codes: CodesService;
  timeoutMs: number;
  log?: (event: Record<string, unknown>, message: string) => void;
}

export class TranscribeService {
  constructor(private readonly deps: TranscribeServiceDeps) {}

  /** Checks and durably stores an upload, then transcribes it and drafts the note. */
  async accept(upload: ReceivedUpload, context: RequestContext): Promise<TranscriptionResponse> {
    let row: AudioUploadRow;
    try {
      row = await this.store(upload, context);
    } catch (error) {
      await rm(upload.tempPath, { force: true });
      throw error;
    }
    return this.process(row, context);
  }

  /**
   * Stores audio that was already transcribed elsewhere (live capture transcribes while recording) and drafts its
   * note: the same stored upload, note, visit move and audit as POST /api/transcribe, and the same response.
   */
  async acceptTranscribed(
    upload: ReceivedUpload,
    transcript: TranscriptionResult,
    durationSec: number,
    context: RequestContext,
  ): Promise<TranscriptionResponse> {
    let row: AudioUploadRow;
    try {
      row = await this.store(upload, context);
    } catch (error) {
      await rm(upload.tempPath, { force: true });
      throw error;
    }
    return this.composeNote(row, transcript, durationSec, context);
  }

  /** The stored response of a finished upload (a repeated finish request), or undefined. */
  async findFinished(audioId: string): Promise<TranscriptionResponse | undefined> {
    const row = await this.deps.audioUploads.findById(audioId);
    return row?.status === 'transcribed' && row.note ? toTranscriptionResponse(row) : undefined;
  }

  /** Removes the audio of uploads that held no speech once it has been kept `keepMs` for support. */
  async sweepSilentUploads(keepMs: number, now = Date.now()): Promise<number> {
    const names = await this.deps.audioUploads.deleteFailedBefore(NO_SPEECH, new Date(now - keepMs));
    await this.deps.storage.removeFiles(names);
    return names.length;
  }

  /** Runs a stored upload again (after a failure or a restart) without sending the audio again. */
  async retry(audioId: string, context: RequestContext): Promise<TranscriptionResponse> {
    const row = await this.deps.audioUploads.findById(audioId);
    const allowed = row && (row.visitId !== null || row.createdBy === context.actor.id);
    if (!row || !allowed) throw notFound('Audio upload not found');
    if (row.status === 'transcribed' && row.note) return toTranscriptionResponse(row);
    if (row.status === 'transcribing') throw conflict(TRANSCRIPTION_RUNNING);
    return this.process(row, context);
  }

  private async store(upload: ReceivedUpload, context: RequestContext): Promise<AudioUploadRow> {
    const fields = parseInput(transcribeFieldsSchema, upload.fields);
    if (fields.visitId !== undefined) {
      const visit = await this.deps.visits.findById(fields.visitId);
      if (!visit) throw notFound('Visit not found');
      assertEditable(visit.status as VisitStatus);
    }
    if (upload.size === 0) throw unprocessable(EMPTY_AUDIO);
    const type = await this.deps.toolkit.detectType(upload.tempPath);
    if (!type) throw unsupportedMediaType(INVALID_FILE_TYPE);

    const id = randomUUID();
    const storedName = `${id}.${type.ext}`;
    await rename(upload.tempPath, this.deps.storage.pathFor(storedName));
    await syncDirectory(this.deps.storage.dir);
    return this.deps.db.transaction(async (tx) => {
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
      const patientId = fields.visitId
        ? ((await this.deps.visits.findById(fields.visitId, tx))?.patientId ?? null)
        : null;
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
      return row;
    });
  }

  private async process(row: AudioUploadRow, context: RequestContext): Promise<TranscriptionResponse> {
    const { audioUploads, toolkit, runner, storage } = this.deps;
    const audioPath = storage.pathFor(row.storedName);
    const signal = AbortSignal.timeout(this.deps.timeoutMs);
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
    let transcript;
    try {
      transcript = await runner.transcribe(
        { audioPath, mimeType: row.mimeType, pcmPath: decoded.pcmPath, durationSec: decoded.durationSec },
        signal,
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
    const generated = await noteEngine.generate({ transcript: transcript.text, segments: transcript.segments, signal });
    // A clinic that licensed CPT descriptors sees them instead of our short labels.
    const note = {
      ...generated,
      codeSuggestions: await this.deps.codes.describeSuggestions(generated.codeSuggestions),
    };
    const done = await this.deps.db.transaction(async (tx) => {
      const saved = await audioUploads.update(row.id, { note, status: 'transcribed' }, tx);
      await this.moveVisitForDoctor(row, context, tx);
      await this.deps.audit.append(
        context,
        {
          action: 'transcribe',
          entityType: 'audio',
          entityId: row.id,
          detail: { engine: transcript.engine, noteEngine: note.engine.id },
        },
        tx,
      );
      return saved;
    });
    if (!done) throw notFound('Audio upload not found');
    return toTranscriptionResponse(done);
  }

  /** SPEC section 4: a doctor's audio on the visit page moves the visit to doctor review. */
  private async moveVisitForDoctor(row: AudioUploadRow, context: RequestContext, tx: Transaction) {
    if (context.actor.role !== 'doctor' || row.visitId === null) return;
    const visit = await this.deps.visits.findById(row.visitId, tx, true);
    if (visit) await this.deps.visitsService.applyWorkflowEvent(tx, visit, { type: 'doctor_added_audio' }, context);
  }
}
