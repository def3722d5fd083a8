import type { RecordingDto, RecordingStatus, RecordingType } from '@common/schemas/recording.schema';
import type { Executor, Transaction } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { AudioUploadRow } from '../audio/audio-uploads.store';
import { audioUrlFor, toRecordingDto } from './recordings.dto';
import type { NewRecordingRow, RecordingRow, RecordingsRepository } from './recordings.repository';

const RECORDING_NOT_FOUND = 'Recording not found';
export const STILL_TRANSCRIBING = 'This recording is still being transcribed. Please wait for it to finish.';
export const ALREADY_TRANSCRIBED = 'This recording is already transcribed. Reload to see it.';

export interface DraftsDeps {
  recordings: RecordingsRepository;
  audit: AuditStore;
}

/**
 * A visit's recording exists from the moment its audio is stored (POST /api/transcribe with a visitId), so a reload,
 * Back or a crash never loses the draft: processing → done (note filled in) or failed (retry from the stored audio).
 */
export class RecordingDraftsService {
  constructor(private readonly deps: DraftsDeps) {}

  /** Creates the processing recording for a stored upload, inside the upload's transaction. */
  async open(
    tx: Transaction,
    input: { visitId: number; patientId: number | null; audioId: string; recordingType: RecordingType },
    context: RequestContext,
  ): Promise<RecordingRow> {
    const { actor } = context;
    const row = await this.deps.recordings.insert(
      {
        visitId: input.visitId,
        patientId: input.patientId,
        // Only a doctor's audio is a doctor review; anyone else's is the visit's initial recording.
        recordingType:
          input.recordingType === 'doctor_review' && actor.role !== 'doctor' ? 'initial' : input.recordingType,
        createdBy: actor.id,
        creatorRole: actor.role as string,
        audioId: input.audioId,
        metadata: { duration: 0, audioId: input.audioId },
        status: 'processing',
      },
      tx,
    );
    const url = audioUrlFor(row.id);
    const linked = await this.deps.recordings.update(
      row.id,
      { recordingUrl: url, metadata: { duration: 0, audioId: input.audioId, recordingUrl: url } },
      row.version,
      tx,
    );
    await this.deps.audit.append(
      context,
      {
        action: 'create',
        entityType: 'recording',
        entityId: row.id,
        patientId: input.patientId,
        detail: { visitId: input.visitId, audio: true, draft: true },
      },
      tx,
    );
    return linked ?? row;
  }

  /** Marks the upload's draft processing (a retry starts) or failed; no-op when the upload has none. */
  async setStatus(audioId: string, status: Exclude<RecordingStatus, 'done'>, tx?: Executor): Promise<void> {
    const draft = await this.deps.recordings.findByAudioId(audioId, tx);
    if (!draft || draft.status === 'done') return;
    await this.deps.recordings.update(draft.id, { status }, undefined, tx);
  }

  /** Fills the draft from the finished upload (transcript, note, codes, evidence) and marks it done. */
  async finish(tx: Transaction, upload: AudioUploadRow): Promise<RecordingRow | undefined> {
    const draft = await this.deps.recordings.findByAudioId(upload.id, tx, true);
    if (!draft) return undefined;
    if (draft.status === 'done') return draft;
    const note = upload.note;
    const isDoctor = draft.creatorRole === 'doctor';
    const changes: Partial<NewRecordingRow> = {
      status: 'done',
      transcription: upload.transcription,
      subjective: note?.subjective ?? null,
      objective: note?.objective ?? null,
      // SPEC section 5: an MA's or NP's recording starts with assessment and plan blank.
      assessment: isDoctor ? (note?.assessment ?? null) : null,
      plan: isDoctor ? (note?.plan ?? null) : null,
      codeSuggestions: note?.codeSuggestions ?? null,
      segments: upload.segments,
      evidence: note?.statements ?? null,
      engine: note?.engine ?? null,
      metadata: { ...(draft.metadata ?? { duration: 0 }), duration: upload.durationSec ?? 0 },
    };
    return this.deps.recordings.update(draft.id, changes, undefined, tx);
  }

  /** A recording whose transcription may be run again: failed, with stored audio, retried by a permitted role. */
  async findRetryable(id: number, context: RequestContext): Promise<RecordingRow & { audioId: string }> {
    const row = await this.deps.recordings.findById(id);
    if (!row) throw notFound(RECORDING_NOT_FOUND);
    if (row.recordingType === 'doctor_review' && context.actor.role !== 'doctor')
      throw forbidden('Only doctors can retry a doctor review');
    if (!row.audioId) throw notFound('No audio is stored for this recording');
    if (row.status === 'processing') throw conflict(STILL_TRANSCRIBING);
    if (row.status === 'done') throw conflict(ALREADY_TRANSCRIBED);
    return { ...row, audioId: row.audioId };
  }

  async getDto(id: number, tx?: Executor): Promise<RecordingDto> {
    const row = await this.deps.recordings.findById(id, tx);
    if (!row) throw notFound(RECORDING_NOT_FOUND);
    return toRecordingDto(row);
  }

  async findByAudioId(audioId: string, tx?: Executor): Promise<RecordingRow | undefined> {
    return this.deps.recordings.findByAudioId(audioId, tx);
  }
}
