import type { VisitStatus } from '@common/schemas/visit.schema';
import { badRequest, conflict, forbidden } from '../../lib/http-error';

/**
 * The one place visit status rules live (SPEC section 4). Status only moves forward:
 * in_progress → pending_doctor_review → completed. A doctor may complete an in_progress visit directly —
 * the doctor is then the reviewer.
 */
export const VISIT_COMPLETED = 'This visit is completed and can no longer be changed';
export const ALREADY_COMPLETED = 'This visit is already completed';
export const NO_GOING_BACK = 'A visit cannot move back to an earlier status';
export const REVIEW_NEEDS_PATIENT = 'Please select a patient first';
export const REVIEW_NEEDS_DOCTOR = 'Please select a doctor first';
export const COMPLETE_NEEDS_PATIENT = 'Patient Required - You must select a patient before completing this visit.';
export const ONLY_DOCTORS_COMPLETE = 'Only doctors can complete a visit';

const ORDER: Record<VisitStatus, number> = { in_progress: 0, pending_doctor_review: 1, completed: 2 };

/** What the rules need to know about a visit after the requested field changes are applied. */
export interface VisitFacts {
  status: VisitStatus;
  hasPatient: boolean;
  providerIsDoctor: boolean;
}

export type WorkflowEvent =
  /** An explicit status change (PATCH /api/visits/{id}). */
  | { type: 'set_status'; to: VisitStatus; actorIsDoctor: boolean }
  /** A medical assistant or nurse practitioner saved a recording. */
  | { type: 'assistant_saved_recording' }
  /** A doctor saved a note; only non-empty assessment or plan moves the visit. */
  | { type: 'doctor_saved_note'; hasAssessmentOrPlan: boolean }
  /** A doctor recorded or uploaded audio on the visit page. */
  | { type: 'doctor_added_audio' };

export interface Transition {
  to: VisitStatus;
  /** The acting doctor becomes the visit's provider (doctor-driven moves). */
  assignActingDoctor: boolean;
}

/** Throws when a visit can no longer be edited at all. */
export function assertEditable(status: VisitStatus): void {
  if (status === 'completed') throw conflict(VISIT_COMPLETED);
}

/** Decides the next status for an event, or null for "no change". Refused explicit requests throw. */
export function decideTransition(facts: VisitFacts, event: WorkflowEvent): Transition | null {
  if (event.type === 'set_status') return decideExplicit(facts, event.to, event.actorIsDoctor);
  if (facts.status !== 'in_progress' || !facts.hasPatient) return null;
  switch (event.type) {
    case 'assistant_saved_recording':
      return facts.providerIsDoctor ? { to: 'pending_doctor_review', assignActingDoctor: false } : null;
    case 'doctor_saved_note':
      return event.hasAssessmentOrPlan ? { to: 'pending_doctor_review', assignActingDoctor: true } : null;
    case 'doctor_added_audio':
      return { to: 'pending_doctor_review', assignActingDoctor: true };
  }
}

function decideExplicit(facts: VisitFacts, to: VisitStatus, actorIsDoctor: boolean): Transition | null {
  if (facts.status === 'completed') throw conflict(to === 'completed' ? ALREADY_COMPLETED : VISIT_COMPLETED);
  if (ORDER[to] < ORDER[facts.status]) throw conflict(NO_GOING_BACK);
  if (to === 'completed') {
    if (!actorIsDoctor) throw forbidden(ONLY_DOCTORS_COMPLETE);
    if (!facts.hasPatient) throw badRequest(COMPLETE_NEEDS_PATIENT);
    return { to, assignActingDoctor: false };
  }
  if (to === 'pending_doctor_review') {
    if (!facts.hasPatient) throw badRequest(REVIEW_NEEDS_PATIENT);
    if (!facts.providerIsDoctor) throw badRequest(REVIEW_NEEDS_DOCTOR);
  }
  // Same status: the request only confirms it.
  return to === facts.status ? null : { to, assignActingDoctor: false };
}
