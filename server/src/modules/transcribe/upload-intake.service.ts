import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { INVALID_FILE_TYPE } from '@common/limits';
import type { VisitStatus } from '@common/schemas/visit.schema';
import { transcribeFieldsSchema } from '@common/schemas/transcribe.schema';
import { syncDirectory } from '../../audio/durable-file';
import type { Database } from '../../db/database';
import { notFound, unprocessable, unsupportedMediaType } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import { parseInput } from '../../lib/validate';
import type { AuditStore } from '../audit/audit.store';
import type { AudioStorage } from '../audio/audio-storage';
import type { AudioUploadRow, AudioUploadsStore } from '../audio/audio-uploads.store';
import type { RecordingDraftsService } from '../recordings/recording-drafts.service';
import { assertEditable } from '../visits/visit-state-machine';
import type { VisitsStore } from '../visits/visits.store';
import type { AudioToolkit } from './transcribe.ports';
import type { ReceivedUpload } from './upload-receiver';

export const EMPTY_AUDIO = 'The audio file is empty. Please record or choose the file again.';
/** The same audio (SHA-256) for the same visit within this window answers with the earlier upload's recording. */
export const DUPLICATE_WINDOW_MS = 60 * 60_000;

export interface UploadIntakeDeps {
  db: Database;
  audioUploads: AudioUploadsStore;
  visits: VisitsStore;
  audit: AuditStore;
  storage: AudioStorage;
  toolkit: AudioToolkit;
  drafts: RecordingDraftsService;
  /** Refuses a visit outside the uploader's care team (ACCESS=care-team only). */
  checkChart?: (visitId: number, context: RequestContext) => Promise<void>;
}

/** An upload to store: what was received, and optionally the id it must get (live capture names it after its session). */
export type UploadToStore = ReceivedUpload & { id?: string };

export interface StoredUpload {
  row: AudioUploadRow;
  /** The same audio for the same visit was stored before: `row` is that earlier upload. */
  duplicate: boolean;
}

/**
 * The first step of every upload: checks the visit and the bytes, moves the file durably into the audio folder and
 * records it — with the visit's draft recording and the audit entry — in one transaction.
 */
export class UploadIntake {
  constructor(private readonly deps: UploadIntakeDeps) {}

  /** Stores the upload; on any refusal or failure its temporary file is removed. */
  async storeOrDiscard(upload: UploadToStore, context: RequestContext): Promise<StoredUpload> {
    try {
      return await this.store(upload, context);
    } catch (error) {
      await rm(upload.tempPath, { force: true });
      throw error;
    }
  }

  private async store(upload: UploadToStore, context: RequestContext): Promise<StoredUpload> {
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

    const id = upload.id ?? randomUUID();
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
      const patientId = visit?.patientId ?? null;
      if (earlier) {
        const detail = { visitId: earlier.visitId, bytes: upload.size, duplicate: true };
        await this.deps.audit.append(
          context,
          { action: 'upload_audio', entityType: 'audio', entityId: earlier.id, patientId, detail },
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
      // The visit's recording exists from now on, so a reload or a crash never loses what was recorded.
      if (visit) {
        const recordingType = fields.recordingType ?? (context.actor.role === 'doctor' ? 'doctor_review' : 'initial');
        await this.deps.drafts.open(tx, { visitId: visit.id, patientId, audioId: id, recordingType }, context);
      }
      const detail = { visitId: fields.visitId ?? null, bytes: upload.size };
      await this.deps.audit.append(
        context,
        { action: 'upload_audio', entityType: 'audio', entityId: id, patientId, detail },
        tx,
      );
      return { row, duplicate: false };
    });
    // The copy goes; never the earlier upload's own file (an upload named by its caller may have that very name).
    if (stored.duplicate && stored.row.storedName !== storedName) await this.deps.storage.removeFiles([storedName]);
    return stored;
  }
}
