import { createHash } from 'node:crypto';
import type { UpdateVisit, VisitDto, VisitStatus, VisitSummaryDto } from '@common/schemas/visit.schema';
import type { VisitAction } from '@common/visit-actions';
import type { Database, Transaction } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { PatientsStore } from '../patients/patients.store';
import type { UsersStore } from '../users/users.store';
import type { LocksRepository } from '../../db/locks.repository';
import type { AudioUploadsStore } from '../audio/audio-uploads.store';
import type { RecordingsStore } from '../recordings/recordings.store';
import { assertVisitAction } from './visit-actions.guard';
import { decideTransition, type WorkflowEvent } from './visit-state-machine';
import { toVisitDto, toVisitSummaryDto } from './visits.dto';
import type { NewVisitRow, VisitList, VisitRow, VisitsRepository } from './visits.repository';

export const VISIT_NOT_FOUND = 'Visit not found';
export const UNAVAILABLE_DOCTOR = "That doctor's account is deactivated or not yet approved";
export const VISIT_CHANGED = 'This visit was changed by someone else — reload to see the latest';
export const FINAL_DIAGNOSIS_REQUIRED =
  'Final Diagnosis Required - Enter the final diagnosis before completing this visit.';

/** Which rule-table actions a PATCH amounts to: completing, sending for review, or an ordinary save. */
function actionsOf(patch: UpdateVisit): VisitAction[] {
  const actions: VisitAction[] = [];
  if (patch.status === 'completed' || patch.finalDiagnosis !== undefined) actions.push('complete');
  if (patch.status === 'pending_doctor_review') actions.push('send_for_review');
  const other = (['providerId', 'patientId', 'recordingId'] as const).some((key) => patch[key] !== undefined);
  if (other || patch.status === 'in_progress') actions.push('save');
  return actions;
}

/** Removes stored audio files once the rows that point at them are gone. */
export interface AudioFileRemover {
  removeFiles(storedNames: string[]): Promise<void>;
}

/** Stops a deleted visit's running transcriptions. */
export interface VisitJobCanceller {
  cancelForVisit(visitId: number): number;
}

export interface VisitsServiceDeps {
  db: Database;
  visits: VisitsRepository;
  patients: PatientsStore;
  users: UsersStore;
  locks: LocksRepository;
  audit: AuditStore;
  recordings: RecordingsStore;
  audioUploads: AudioUploadsStore;
  audioFiles: AudioFileRemover;
  jobs?: VisitJobCanceller;
}

export class VisitsService {
  constructor(private readonly deps: VisitsServiceDeps) {}

  async list(list: VisitList): Promise<VisitSummaryDto[]> {
    return (await this.deps.visits.listSummaries({ list })).map(toVisitSummaryDto);
  }

  /** An opaque tag that changes whenever the list could: lets a polling client get 304 instead of the list. */
  async listTag(list: VisitList): Promise<string> {
    const fingerprint = await this.deps.visits.fingerprint(list);
    return `"${createHash('sha256').update(fingerprint).digest('base64url').slice(0, 27)}"`;
  }

  /** The patient's open visit, created when there is none; patient 0 → the caller's empty unassigned visit. */
  async getOrCreateActive(patientId: number, context: RequestContext): Promise<VisitDto> {
    const { db, visits, patients, locks, audit } = this.deps;
    const id = await db.transaction(async (tx) => {
      // Serialises concurrent opens so one patient never gets two open visits.
      await locks.lock(
        tx,
        patientId === 0 ? 'new-unassigned-visit' : 'patient-open-visit',
        patientId || context.actor.id,
      );
      if (patientId !== 0 && !(await patients.findById(patientId, tx))) throw notFound('Patient not found');
      const existing =
        patientId === 0
          ? await visits.findEmptyUnassigned(context.actor.id, tx)
          : await visits.findOpenForPatient(patientId, tx);
      if (existing) return existing.id;
      const row = await visits.insert(
        { patientId: patientId || null, providerId: context.actor.id, createdBy: context.actor.id },
        tx,
      );
      await audit.append(
        context,
        { action: 'create', entityType: 'visit', entityId: row.id, patientId: row.patientId },
        tx,
      );
      return row.id;
    });
    return this.get(id, context);
  }

  async get(id: number, context: RequestContext): Promise<VisitDto> {
    const row = await this.deps.visits.findById(id);
    if (!row) throw notFound(VISIT_NOT_FOUND);
    await this.deps.audit.append(context, {
      action: 'read',
      entityType: 'visit',
      entityId: id,
      patientId: row.patientId,
    });
    return toVisitDto(row);
  }

  async update(id: number, patch: UpdateVisit, context: RequestContext): Promise<VisitDto> {
    const { db, visits, patients, users, audit } = this.deps;
    await db.transaction(async (tx) => {
      const visit = await visits.findById(id, tx, true);
      if (!visit) throw notFound(VISIT_NOT_FOUND);
      if (patch.version !== visit.version) throw conflict(VISIT_CHANGED);
      for (const action of actionsOf(patch)) assertVisitAction(context.actor.role, visit.status as VisitStatus, action);
      const isDoctor = context.actor.role === 'doctor';
      if (patch.patientId !== undefined && !(await patients.findById(patch.patientId, tx)))
        throw notFound('Patient not found');
      const providerId = patch.providerId ?? visit.providerId;
      const provider = await users.findById(providerId, tx);
      if (patch.providerId !== undefined && provider?.role !== 'doctor')
        throw badRequest('The assigned provider must be a doctor');
      // A deactivated or not yet approved doctor could never open the visit they were sent.
      if (patch.providerId !== undefined && (!provider?.active || !provider.approved))
        throw badRequest(UNAVAILABLE_DOCTOR);
      if (patch.recordingId != null && !(await this.deps.recordings.belongsTo(patch.recordingId, id, tx))) {
        throw badRequest('That recording does not belong to this visit');
      }
      const changes: Partial<NewVisitRow> = {};
      if (patch.patientId !== undefined) changes.patientId = patch.patientId;
      if (patch.providerId !== undefined) changes.providerId = patch.providerId;
      if (patch.finalDiagnosis !== undefined) changes.finalDiagnosis = patch.finalDiagnosis;
      if (patch.recordingId !== undefined) changes.recordingId = patch.recordingId;
      let status: { from: VisitStatus; to: VisitStatus } | undefined;
      if (patch.status) {
        const facts = {
          status: visit.status as VisitStatus,
          hasPatient: (changes.patientId ?? visit.patientId) != null,
          providerIsDoctor: provider?.role === 'doctor',
        };
        const transition = decideTransition(facts, { type: 'set_status', to: patch.status, actorIsDoctor: isDoctor });
        if (transition?.to === 'completed' && !(changes.finalDiagnosis ?? visit.finalDiagnosis)?.trim())
          throw badRequest(FINAL_DIAGNOSIS_REQUIRED);
        if (transition) {
          changes.status = transition.to;
          if (transition.to === 'completed') changes.completedAt = new Date();
          status = { from: visit.status as VisitStatus, to: transition.to };
        }
      }
      if (Object.keys(changes).length === 0) return;
      await visits.update(id, changes, tx);
      if (changes.patientId != null) await visits.setRecordingsPatient(id, changes.patientId, tx);
      if (changes.patientId != null && changes.patientId !== visit.patientId)
        await this.auditMove(tx, context, id, visit.patientId, changes.patientId);
      await audit.append(
        context,
        {
          action: status ? 'status_change' : 'update',
          entityType: 'visit',
          entityId: id,
          patientId: changes.patientId ?? visit.patientId,
          detail: { fields: Object.keys(changes), ...(status ?? {}) },
        },
        tx,
      );
    });
    return this.get(id, context);
  }

  /**
   * Applies an automatic workflow move inside the caller's transaction (recording saved, audio added).
   * Returns the new status when the visit moved.
   */
  async applyWorkflowEvent(
    tx: Transaction,
    visit: VisitRow,
    event: WorkflowEvent,
    context: RequestContext,
  ): Promise<VisitStatus | null> {
    const provider = await this.deps.users.findById(visit.providerId, tx);
    const transition = decideTransition(
      {
        status: visit.status as VisitStatus,
        hasPatient: visit.patientId != null,
        providerIsDoctor: provider?.role === 'doctor',
      },
      event,
    );
    if (!transition) return null;
    const changes: Partial<NewVisitRow> = { status: transition.to };
    if (transition.assignActingDoctor) changes.providerId = context.actor.id;
    await this.deps.visits.update(visit.id, changes, tx);
    await this.deps.audit.append(
      context,
      {
        action: 'status_change',
        entityType: 'visit',
        entityId: visit.id,
        patientId: visit.patientId,
        detail: { from: visit.status, to: transition.to, event: event.type },
      },
      tx,
    );
    return transition.to;
  }

  /**
   * A visit moved to a patient (from none, or from another one) is recorded in both patients' histories: who moved
   * it, when, from where to where.
   */
  async auditMove(
    tx: Transaction,
    context: RequestContext,
    visitId: number,
    from: number | null,
    to: number,
  ): Promise<void> {
    for (const patientId of from === null ? [to] : [from, to]) {
      await this.deps.audit.append(
        context,
        {
          action: 'move',
          entityType: 'visit',
          entityId: visitId,
          patientId,
          detail: { fromPatientId: from, toPatientId: to },
        },
        tx,
      );
    }
  }

  async delete(id: number, context: RequestContext): Promise<void> {
    const { db, visits, audit } = this.deps;
    const storedNames = await db.transaction(async (tx) => {
      const visit = await visits.findById(id, tx, true);
      if (!visit) throw notFound(VISIT_NOT_FOUND);
      assertVisitAction(context.actor.role, visit.status as VisitStatus, 'delete');
      const files = await this.deps.audioUploads.listStoredNamesForVisit(id, tx);
      await visits.delete(id, tx);
      await audit.append(
        context,
        {
          action: 'delete',
          entityType: 'visit',
          entityId: id,
          patientId: visit.patientId,
          detail: { audioFiles: files.length },
        },
        tx,
      );
      return files;
    });
    // Its running jobs stop (their decoded audio and recogniser files go with them), then its audio files: only
    // after the rows are gone for good; a crash in between leaves orphans the start-up sweep removes.
    this.deps.jobs?.cancelForVisit(id);
    await this.deps.audioFiles.removeFiles(storedNames);
  }
}
