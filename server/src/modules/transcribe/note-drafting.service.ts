import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { Database, Transaction } from '../../db/database';
import { applyDictatedSections } from '../../engines/note/dictation/dictation-sections';
import type { NoteEngine } from '../../engines/note/note.engine';
import type { TranscriptionResult } from '../../engines/transcription/transcription.engine';
import { badGateway, HttpError, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { AudioUploadRow, AudioUploadsStore } from '../audio/audio-uploads.store';
import type { CodesService } from '../codes/codes.service';
import type { RecordingDraftsService } from '../recordings/recording-drafts.service';
import type { VisitsService } from '../visits/visits.service';
import type { VisitsStore } from '../visits/visits.store';
import { toTranscriptionResponse } from './transcribe.dto';

export const TRANSCRIPTION_FAILED = 'Transcription failed. The audio is kept — please retry.';

export interface NoteDraftingDeps {
  db: Database;
  audioUploads: AudioUploadsStore;
  visits: VisitsStore;
  visitsService: VisitsService;
  audit: AuditStore;
  noteEngine: NoteEngine;
  codes: CodesService;
  drafts: RecordingDraftsService;
  timeoutMs: number;
  log?: (event: Record<string, unknown>, message: string) => void;
}

/** The last step of every upload: from a stored transcript to the drafted note on the upload and its recording. */
export class NoteDrafting {
  constructor(private readonly deps: NoteDraftingDeps) {}

  /** Runs `work` with the recording shown as processing; any failure leaves the upload and its recording failed. */
  async guard(row: AudioUploadRow, work: () => Promise<TranscriptionResponse>): Promise<TranscriptionResponse> {
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

  /** Stores the transcript, drafts the note and finishes the upload, its recording, the visit move and the audit. */
  async composeNote(
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

  /** SPEC section 4: a doctor's audio on the visit page moves the visit to doctor review. */
  private async moveVisitForDoctor(row: AudioUploadRow, context: RequestContext, tx: Transaction) {
    if (context.actor.role !== 'doctor' || row.visitId === null) return;
    const visit = await this.deps.visits.findById(row.visitId, tx, true);
    if (visit) await this.deps.visitsService.applyWorkflowEvent(tx, visit, { type: 'doctor_added_audio' }, context);
  }
}
