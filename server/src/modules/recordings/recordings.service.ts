import { isProviderRole } from '@common/roles';
import type { InsertRecording, NoteVersionDto, RecordingDto, UpdateRecording } from '@common/schemas/recording.schema';
import type { VisitStatus } from '@common/schemas/visit.schema';
import type { Database, Transaction } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { AudioUploadRow, AudioUploadsStore } from '../audio/audio-uploads.store';
import type { PatientsStore } from '../patients/patients.store';
import type { UsersStore } from '../users/users.store';
import { assertVisitAction } from '../visits/visit-actions.guard';
import type { VisitRow, VisitsStore } from '../visits/visits.store';
import type { VisitsService } from '../visits/visits.service';
import { STILL_TRANSCRIBING } from './recording-drafts.service';
import { audioUrlFor, toRecordingDto } from './recordings.dto';
import type { NewRecordingRow, RecordingRow, RecordingsRepository } from './recordings.repository';
import type { NoteVersionsRepository } from './note-versions.repository';
import { toNoteVersionDto, toNoteVersionRow } from './note-versions.dto';

export const NOTE_CHANGED = 'This note was changed by someone else — reload to see the latest';
export const RECORDING_NOT_FOUND = 'Recording not found';
export const ADDENDUM_TEXT_REQUIRED = 'Addendum text is required';
export const ADDENDUM_FIXED = 'An addendum cannot be changed; add another addendum instead';

export interface RecordingsServiceDeps {
  db: Database;
  recordings: RecordingsRepository;
  noteVersions: NoteVersionsRepository;
  visits: VisitsStore;
  visitsService: VisitsService;
  patients: PatientsStore;
  users: UsersStore;
  audioUploads: AudioUploadsStore;
  audit: AuditStore;
}

const blankToNull = (value: string | null | undefined) => (value == null ? null : value);

export class RecordingsService {
  constructor(private readonly deps: RecordingsServiceDeps) {}

  async create(input: InsertRecording, context: RequestContext): Promise<RecordingDto> {
    const { actor } = context;
    if (!isProviderRole(actor.role)) throw forbidden();
    if (input.recordingType === 'addendum') return this.createAddendum(input, context);
    const isDoctor = actor.role === 'doctor';
    if (input.recordingType === 'doctor_review' && !isDoctor) throw forbidden('Only doctors can save a doctor review');
    const saved = await this.deps.db.transaction(async (tx) => {
      let visit = await this.lockEditableVisit(input.visitId, context, tx);
      visit = await this.assignPatientAndDoctor(visit, input, context, tx);
      const audio = input.metadata?.audioId
        ? await this.claimAudio(input.metadata.audioId, visit, context, tx)
        : undefined;
      // The audio's recording was created when it was uploaded: saving fills that one instead of a duplicate.
      const draft = audio ? await this.deps.recordings.findByAudioId(audio.id, tx, true) : undefined;
      if (draft) {
        const row = await this.saveOverDraft(draft, input, context, tx);
        await this.afterSave(tx, visit, row, context, audio?.note?.chiefComplaint ?? null);
        return { row, visitVersion: await this.visitVersion(visit.id, tx) };
      }
      const row = await this.deps.recordings.insert(
        {
          visitId: visit.id,
          patientId: visit.patientId,
          recordingType: input.recordingType,
          createdBy: actor.id,
          creatorRole: actor.role as string,
          assignedDoctorId: input.assignedDoctorId ?? null,
          audioId: audio?.id ?? null,
          transcription: blankToNull(input.transcription),
          subjective: blankToNull(input.subjective),
          objective: blankToNull(input.objective),
          // SPEC section 5: assessment and plan are the doctor's; an MA's or NP's recording starts them blank.
          assessment: isDoctor ? blankToNull(input.assessment) : null,
          plan: isDoctor ? blankToNull(input.plan) : null,
          codeSuggestions: input.codeSuggestions ?? null,
          metadata: { duration: audio?.durationSec ?? input.metadata?.duration ?? 0, audioId: audio?.id ?? null },
          segments: audio?.segments ?? null,
          evidence: audio?.note?.statements ?? null,
          engine: audio?.note?.engine ?? null,
        },
        tx,
      );
      const withUrl = audio ? await this.linkAudioUrl(row, tx) : row;
      await this.deps.noteVersions.insert(toNoteVersionRow(withUrl, ['created'], context), tx);
      await this.afterSave(tx, visit, withUrl, context, audio?.note?.chiefComplaint ?? null);
      await this.deps.audit.append(
        context,
        {
          action: 'create',
          entityType: 'recording',
          entityId: row.id,
          patientId: visit.patientId,
          detail: { visitId: visit.id, audio: Boolean(audio) },
        },
        tx,
      );
      return { row: withUrl, visitVersion: await this.visitVersion(visit.id, tx) };
    });
    return { ...toRecordingDto(saved.row), visitVersion: saved.visitVersion };
  }

  async update(id: number, patch: UpdateRecording, context: RequestContext): Promise<RecordingDto> {
    const isDoctor = context.actor.role === 'doctor';
    const saved = await this.deps.db.transaction(async (tx) => {
      const current = await this.deps.recordings.findById(id, tx, true);
      if (!current) throw notFound(RECORDING_NOT_FOUND);
      const visit = await this.lockEditableVisit(current.visitId, context, tx);
      if (current.recordingType === 'addendum') throw conflict(ADDENDUM_FIXED);
      if (patch.version !== current.version) throw conflict(NOTE_CHANGED);
      if (current.status === 'processing') throw conflict(STILL_TRANSCRIBING);
      const changes: Partial<NewRecordingRow> = {};
      for (const field of ['transcription', 'subjective', 'objective'] as const) {
        if (patch[field] !== undefined) changes[field] = blankToNull(patch[field]);
      }
      // An MA's or NP's save keeps the stored assessment and plan whatever the request says.
      if (isDoctor && patch.assessment !== undefined) changes.assessment = blankToNull(patch.assessment);
      if (isDoctor && patch.plan !== undefined) changes.plan = blankToNull(patch.plan);
      if (patch.codeSuggestions !== undefined) changes.codeSuggestions = patch.codeSuggestions;
      if (patch.metadata)
        changes.metadata = { ...(current.metadata ?? { duration: 0 }), duration: patch.metadata.duration };
      const row = await this.deps.recordings.update(id, changes, patch.version, tx);
      if (!row) throw conflict(NOTE_CHANGED);
      await this.deps.noteVersions.insert(toNoteVersionRow(row, Object.keys(changes), context), tx);
      const audio = current.audioId ? await this.deps.audioUploads.findById(current.audioId, tx) : undefined;
      await this.afterSave(tx, visit, row, context, audio?.note?.chiefComplaint ?? null);
      await this.deps.audit.append(
        context,
        {
          action: 'update',
          entityType: 'recording',
          entityId: id,
          patientId: visit.patientId,
          detail: { fields: Object.keys(changes) },
        },
        tx,
      );
      return { row, visitVersion: await this.visitVersion(visit.id, tx) };
    });
    return { ...toRecordingDto(saved.row), visitVersion: saved.visitVersion };
  }

  /** POST /api/recordings for audio whose recording already exists (made at upload): the note goes into it. */
  private async saveOverDraft(
    draft: RecordingRow,
    input: InsertRecording,
    context: RequestContext,
    tx: Transaction,
  ): Promise<RecordingRow> {
    if (draft.status === 'processing') throw conflict(STILL_TRANSCRIBING);
    const isDoctor = context.actor.role === 'doctor';
    const changes: Partial<NewRecordingRow> = {
      transcription: blankToNull(input.transcription),
      subjective: blankToNull(input.subjective),
      objective: blankToNull(input.objective),
      assignedDoctorId: input.assignedDoctorId ?? draft.assignedDoctorId,
      ...(isDoctor ? { assessment: blankToNull(input.assessment), plan: blankToNull(input.plan) } : {}),
      ...(input.codeSuggestions !== undefined ? { codeSuggestions: input.codeSuggestions } : {}),
    };
    const row = await this.deps.recordings.update(draft.id, changes, undefined, tx);
    if (!row) throw notFound(RECORDING_NOT_FOUND);
    await this.deps.audit.append(
      context,
      {
        action: 'update',
        entityType: 'recording',
        entityId: row.id,
        patientId: row.patientId,
        detail: { fields: Object.keys(changes), draft: true },
      },
      tx,
    );
    return row;
  }

  /** The visit's version after a save moved it, so the client's next PATCH of the visit is not refused as stale. */
  private async visitVersion(visitId: number, tx: Transaction): Promise<number | undefined> {
    return (await this.deps.visits.findById(visitId, tx))?.version;
  }

  /** A read of a visit's notes (or their history): the visit must exist, and the read is audited. */
  private async auditVisitRead(visitId: number, context: RequestContext, detail: Record<string, unknown>) {
    const visit = await this.deps.visits.findById(visitId);
    if (!visit) throw notFound('Visit not found');
    await this.deps.audit.append(context, {
      action: 'read',
      entityType: 'recording',
      entityId: null,
      patientId: visit.patientId,
      detail,
    });
  }

  async listForVisit(visitId: number, context: RequestContext): Promise<RecordingDto[]> {
    await this.auditVisitRead(visitId, context, { visitId });
    const rows = await this.deps.recordings.listByVisit(visitId);
    return rows.map((row) => toRecordingDto(row, row.createdByName));
  }

  /** The note's history for the visit: every save of every recording, oldest first. */
  async listVersions(visitId: number, context: RequestContext): Promise<NoteVersionDto[]> {
    await this.auditVisitRead(visitId, context, { visitId, history: true });
    const rows = await this.deps.noteVersions.listByVisit(visitId);
    return rows.map(toNoteVersionDto);
  }

  /** A completed visit's signed note never changes: later information is a new, audited addendum recording. */
  private async createAddendum(input: InsertRecording, context: RequestContext): Promise<RecordingDto> {
    const text = input.transcription?.trim();
    if (!text) throw badRequest(ADDENDUM_TEXT_REQUIRED);
    const saved = await this.deps.db.transaction(async (tx) => {
      const visit = await this.deps.visits.findById(input.visitId, tx, true);
      if (!visit) throw notFound('Visit not found');
      assertVisitAction(context.actor.role, visit.status as VisitStatus, 'addendum');
      const row = await this.deps.recordings.insert(
        {
          visitId: visit.id,
          patientId: visit.patientId,
          recordingType: 'addendum',
          createdBy: context.actor.id,
          creatorRole: context.actor.role as string,
          transcription: text,
          metadata: { duration: 0 },
        },
        tx,
      );
      await this.deps.audit.append(
        context,
        {
          action: 'create',
          entityType: 'recording',
          entityId: row.id,
          patientId: visit.patientId,
          detail: { visitId: visit.id, recordingType: 'addendum' },
        },
        tx,
      );
      return row;
    });
    return toRecordingDto(saved);
  }

  private async lockEditableVisit(visitId: number, context: RequestContext, tx: Transaction): Promise<VisitRow> {
    const visit = await this.deps.visits.findById(visitId, tx, true);
    if (!visit) throw notFound('Visit not found');
    assertVisitAction(context.actor.role, visit.status as VisitStatus, 'save');
    return visit;
  }

  /** A recording may name the visit's patient (doctor's selector) and the doctor to review (MA's selector). */
  private async assignPatientAndDoctor(
    visit: VisitRow,
    input: InsertRecording,
    context: RequestContext,
    tx: Transaction,
  ): Promise<VisitRow> {
    const changes: Partial<VisitRow> = {};
    if (input.patientId != null && input.patientId !== visit.patientId) {
      if (visit.patientId != null) throw conflict('This visit belongs to another patient');
      if (!(await this.deps.patients.findById(input.patientId, tx))) throw notFound('Patient not found');
      changes.patientId = input.patientId;
    }
    if (input.assignedDoctorId != null) {
      const doctor = await this.deps.users.findById(input.assignedDoctorId, tx);
      if (doctor?.role !== 'doctor') throw badRequest('The assigned doctor must be a doctor');
      if (context.actor.role !== 'doctor') changes.providerId = doctor.id;
    }
    if (Object.keys(changes).length === 0) return visit;
    const updated = await this.deps.visits.update(visit.id, changes, tx);
    if (!updated) throw notFound('Visit not found');
    if (changes.patientId != null) {
      await this.deps.visits.setRecordingsPatient(visit.id, changes.patientId, tx);
      await this.deps.visitsService.auditMove(tx, context, visit.id, visit.patientId, changes.patientId);
    }
    await this.deps.audit.append(
      context,
      {
        action: 'update',
        entityType: 'visit',
        entityId: visit.id,
        patientId: updated.patientId,
        detail: { fields: Object.keys(changes) },
      },
      tx,
    );
    return updated;
  }

  /** The upload must be this visit's, or the caller's own upload not yet tied to a visit. */
  private async claimAudio(
    audioId: string,
    visit: VisitRow,
    context: RequestContext,
    tx: Transaction,
  ): Promise<AudioUploadRow> {
    const audio = await this.deps.audioUploads.findById(audioId, tx);
    const mine =
      audio && (audio.visitId === visit.id || (audio.visitId === null && audio.createdBy === context.actor.id));
    if (!audio || !mine) throw badRequest('That audio upload does not belong to this visit');
    if (audio.visitId === null) await this.deps.audioUploads.attachToVisit(audio.id, visit.id, tx);
    return audio;
  }

  private async linkAudioUrl(row: RecordingRow, tx: Transaction): Promise<RecordingRow> {
    const url = audioUrlFor(row.id);
    const updated = await this.deps.recordings.update(
      row.id,
      { recordingUrl: url, metadata: { ...(row.metadata ?? { duration: 0 }), recordingUrl: url } },
      row.version,
      tx,
    );
    return updated ?? row;
  }

  /** The visit shows its latest note, takes a chief complaint once, and moves on per the workflow rules. */
  private async afterSave(
    tx: Transaction,
    visit: VisitRow,
    row: RecordingRow,
    context: RequestContext,
    chiefComplaint: string | null,
  ) {
    const soapNote = {
      subjective: row.subjective ?? '',
      objective: row.objective ?? '',
      assessment: row.assessment ?? '',
      plan: row.plan ?? '',
    };
    const updated = await this.deps.visits.update(
      visit.id,
      { soapNote, recordingId: row.id, ...(visit.chiefComplaint || !chiefComplaint ? {} : { chiefComplaint }) },
      tx,
    );
    const event =
      context.actor.role === 'doctor'
        ? ({
            type: 'doctor_saved_note',
            hasAssessmentOrPlan: Boolean(row.assessment?.trim() || row.plan?.trim()),
          } as const)
        : ({ type: 'assistant_saved_recording' } as const);
    await this.deps.visitsService.applyWorkflowEvent(tx, updated ?? visit, event, context);
  }
}
