import { randomUUID } from 'node:crypto';
import {
  MAX_SESSION_SECONDS,
  NO_SPEECH,
  PIECE_TOO_LARGE,
  SESSION_TOO_LONG,
  type CreateRecordingSessionInput,
  type RecordingPieceReceipt,
  type RecordingSessionDto,
} from '@common/schemas/recording-session.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound, payloadTooLarge } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { TranscribeService } from '../transcribe/transcribe.service';
import { assertEditable } from '../visits/visit-state-machine';
import type { VisitsService } from '../visits/visits.service';
import { toRecordingSessionDto } from './recording-sessions.dto';
import type { RecordingSessionRow, RecordingSessionsRepository } from './recording-sessions.repository';
import type { LiveTranscriptionWorker } from './live-transcription.worker';
import { NOT_RECORDING, SessionFinisher } from './session-finisher';
import { SessionPiecesStore } from './session-pieces.store';

export interface RecordingSessionLimits {
  maxPieceBytes: number;
  maxSessionBytes: number;
}

export interface RecordingSessionsServiceDeps {
  db: Database;
  sessions: RecordingSessionsRepository;
  pieces: SessionPiecesStore;
  worker: LiveTranscriptionWorker;
  transcribe: TranscribeService;
  visitsService: VisitsService;
  audioDir: string;
  limits: RecordingSessionLimits;
}

const SESSION_NOT_FOUND = 'Recording session not found';
const PIECE_CONFLICT = 'A different piece with this number was already received.';
export const NO_SPEECH_KEEP_MS = 24 * 60 * 60_000;

/** A piece folder younger than this may belong to a session whose row is being written. */
const ORPHAN_GRACE_MS = 10 * 60_000;

/** Live capture's rules: who may touch a session, what a piece must be, and when a session may finish. */
export class RecordingSessionsService {
  private readonly finishing = new Map<string, Promise<TranscriptionResponse>>();
  private readonly finisher: SessionFinisher;

  constructor(private readonly deps: RecordingSessionsServiceDeps) {
    this.finisher = new SessionFinisher(deps);
  }

  async create(input: CreateRecordingSessionInput, context: RequestContext): Promise<RecordingSessionDto> {
    if (input.visitId !== undefined) {
      const visit = await this.deps.visitsService.get(input.visitId, context);
      assertEditable(visit.status);
    }
    const id = randomUUID();
    await this.deps.pieces.create(id);
    const row = await this.deps.sessions.insert({
      id,
      createdBy: context.actor.id,
      visitId: input.visitId ?? null,
      recordingType: input.recordingType ?? null,
      mimeType: input.mimeType,
    });
    return toRecordingSessionDto(row, []);
  }

  async get(id: string, context: RequestContext): Promise<RecordingSessionDto> {
    const row = await this.owned(id, context);
    const dto = toRecordingSessionDto(row, await this.deps.sessions.listUtterances(id), this.deps.worker.progress(id));
    const finished =
      row.status === 'done' && row.audioId ? await this.deps.transcribe.findFinished(row.audioId) : undefined;
    return finished?.recordingId == null ? dto : { ...dto, recordingId: finished.recordingId };
  }

  async listUnfinished(context: RequestContext): Promise<RecordingSessionDto[]> {
    const rows = await this.deps.sessions.listByOwner(context.actor.id, ['recording', 'finishing']);
    return Promise.all(
      rows.map(async (row) =>
        toRecordingSessionDto(row, await this.deps.sessions.listUtterances(row.id), this.deps.worker.progress(row.id)),
      ),
    );
  }

  /** Stores one piece durably (fsync before the answer). A resend of the same bytes is a no-op. */
  async putPiece(id: string, seq: number, body: Buffer, context: RequestContext): Promise<RecordingPieceReceipt> {
    const session = await this.owned(id, context);
    if (body.length === 0) throw badRequest('The recording piece is empty.');
    if (body.length > this.deps.limits.maxPieceBytes) throw payloadTooLarge(PIECE_TOO_LARGE);
    const sha256 = SessionPiecesStore.hash(body);
    const existing = await this.deps.sessions.findPiece(id, seq);
    if (existing) return this.resent(existing.sha256, sha256, seq, session);
    if (session.status !== 'recording') throw conflict(NOT_RECORDING);
    this.checkSessionCap(session, body.length);
    await this.deps.pieces.write(id, seq, body);
    const added = await this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.sessions.findById(id, tx, true);
      if (!locked || locked.status !== 'recording') throw conflict(NOT_RECORDING);
      this.checkSessionCap(locked, body.length);
      return this.deps.sessions.addPiece({ sessionId: id, seq, sizeBytes: body.length, sha256 }, tx);
    });
    if (!added) {
      // Another request stored this seq between our check and our insert.
      const winner = await this.deps.sessions.findPiece(id, seq);
      if (winner?.sha256 !== sha256) await this.deps.pieces.removePiece(id, seq, sha256);
      return this.resent(winner?.sha256 ?? '', sha256, seq, session);
    }
    this.deps.worker.notify(id);
    return { seq, stored: true, chunksReceived: session.chunksReceived + 1 };
  }

  /**
   * All pieces are in: waits for the live transcription's tail, stores the joined audio as an upload and drafts
   * the note — the same response as POST /api/transcribe. A repeated finish returns the stored result; finishes of
   * one session run one at a time, so a double click waits for the first and gets its answer.
   */
  finish(id: string, chunks: number, context: RequestContext): Promise<TranscriptionResponse> {
    const previous = this.finishing.get(id) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => this.finisher.finish(await this.owned(id, context), chunks, context));
    this.finishing.set(id, next);
    const forget = () => {
      if (this.finishing.get(id) === next) this.finishing.delete(id);
    };
    next.then(forget, forget);
    return next;
  }

  /** Discards a session: its work stops, its pieces and transcript are removed; the row stays as `abandoned`. */
  async discard(id: string, context: RequestContext): Promise<void> {
    const session = await this.owned(id, context);
    if (session.status === 'done') throw conflict('This recording is finished; delete its recording instead.');
    await this.deps.worker.discard(id);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.clearContent(id, tx);
      await this.deps.sessions.update(id, { status: 'abandoned', chunksReceived: 0, bytesReceived: 0 }, tx);
    });
    await this.deps.pieces.removeSession(id);
  }

  /** Removes the audio of sessions that held no speech once kept 24 h for support. */
  async sweepSilent(now = Date.now()): Promise<number> {
    const old = await this.deps.sessions.listFailedBefore(NO_SPEECH, new Date(now - NO_SPEECH_KEEP_MS));
    for (const session of old) {
      await this.deps.sessions.clearContent(session.id);
      await this.deps.sessions.update(session.id, { status: 'abandoned' });
      await this.deps.pieces.removeSession(session.id);
    }
    return old.length;
  }

  /**
   * Removes piece folders whose session row is gone: deleting a visit deletes its sessions in the database (cascade),
   * and the audio must not outlive them. A folder is made just before its row, so only older ones are looked at.
   */
  async sweepOrphanPieces(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const id of await this.deps.pieces.listSessionsChangedBefore(now - ORPHAN_GRACE_MS)) {
      if (await this.deps.sessions.findById(id)) continue;
      await this.deps.pieces.removeSession(id);
      removed += 1;
    }
    return removed;
  }

  private async owned(id: string, context: RequestContext): Promise<RecordingSessionRow> {
    const row = await this.deps.sessions.findById(id);
    // Another user's session does not exist for this caller.
    if (!row || row.createdBy !== context.actor.id) throw notFound(SESSION_NOT_FOUND);
    return row;
  }

  private checkSessionCap(session: RecordingSessionRow, size: number): void {
    if (session.bytesReceived + size > this.deps.limits.maxSessionBytes) throw payloadTooLarge(SESSION_TOO_LONG);
    const live = this.deps.worker.progress(session.id)?.decodedSeconds ?? session.secondsReceived;
    if (live >= MAX_SESSION_SECONDS) throw payloadTooLarge(SESSION_TOO_LONG);
  }

  private resent(stored: string, sent: string, seq: number, session: RecordingSessionRow): RecordingPieceReceipt {
    if (stored !== sent) throw conflict(PIECE_CONFLICT);
    return { seq, stored: false, chunksReceived: session.chunksReceived };
  }
}
