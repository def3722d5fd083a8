import { isProviderRole, type ProviderRole } from './roles';
import type { VisitStatus } from './schemas/visit.schema';

/**
 * The one rule table for what a person may do with a visit in a given state. The server enforces it
 * (services call `visitActionRefusal`) and the client shows or enables exactly the buttons it allows, so the
 * UI never offers an action the server refuses.
 */
export const VISIT_ACTIONS = [
  'edit_subjective_objective',
  'edit_assessment_plan',
  'save',
  'send_for_review',
  'complete',
  'delete',
  'addendum',
] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

type RuleTable = Record<VisitStatus, Record<ProviderRole, readonly VisitAction[]>>;

const ASSISTANT_OPEN: readonly VisitAction[] = ['edit_subjective_objective', 'save', 'send_for_review', 'delete'];
const DOCTOR_OPEN: readonly VisitAction[] = [
  'edit_subjective_objective',
  'edit_assessment_plan',
  'save',
  'complete',
  'delete',
];

/** SPEC sections 4 and 6: open visits are edited by role; a completed visit is read-only and only takes addenda. */
export const VISIT_ACTION_RULES: RuleTable = {
  in_progress: { doctor: DOCTOR_OPEN, medical_assistant: ASSISTANT_OPEN, nurse_practitioner: ASSISTANT_OPEN },
  pending_doctor_review: {
    doctor: DOCTOR_OPEN,
    medical_assistant: ASSISTANT_OPEN,
    nurse_practitioner: ASSISTANT_OPEN,
  },
  completed: { doctor: ['addendum'], medical_assistant: ['addendum'], nurse_practitioner: ['addendum'] },
};

export const VISIT_ACTION_STATE_REFUSALS: Record<VisitAction, string> = {
  edit_subjective_objective: 'This visit is completed and can no longer be changed',
  edit_assessment_plan: 'This visit is completed and can no longer be changed',
  save: 'This visit is completed and can no longer be changed',
  send_for_review: 'This visit is completed and can no longer be changed',
  complete: 'This visit is already completed',
  delete: 'Completed visits are kept for reference and billing and cannot be deleted',
  addendum: 'An addendum can only be added to a completed visit',
};

export const VISIT_ACTION_ROLE_REFUSALS: Record<VisitAction, string> = {
  edit_subjective_objective: 'Only healthcare providers can edit a note',
  edit_assessment_plan: 'Only doctors can edit the assessment and plan',
  save: 'Only healthcare providers can save a note',
  send_for_review: 'Only medical assistants and nurse practitioners send a visit for doctor review',
  complete: 'Only doctors can complete a visit',
  delete: 'Only healthcare providers can delete a visit',
  addendum: 'Only healthcare providers can add an addendum',
};

export interface VisitActionRefusal {
  /** 'state': the visit's status forbids it for everyone (409); 'role': this role may not (403). */
  kind: 'state' | 'role';
  message: string;
}

export function allowedVisitActions(role: string | null | undefined, status: VisitStatus): ReadonlySet<VisitAction> {
  if (!isProviderRole(role)) return new Set();
  return new Set(VISIT_ACTION_RULES[status][role]);
}

export function canTakeVisitAction(role: string | null | undefined, status: VisitStatus, action: VisitAction): boolean {
  return allowedVisitActions(role, status).has(action);
}

/** Why the action is refused, or null when it is allowed. */
export function visitActionRefusal(
  role: string | null | undefined,
  status: VisitStatus,
  action: VisitAction,
): VisitActionRefusal | null {
  if (canTakeVisitAction(role, status, action)) return null;
  const someoneMay = Object.values(VISIT_ACTION_RULES[status]).some((actions) => actions.includes(action));
  return someoneMay
    ? { kind: 'role', message: VISIT_ACTION_ROLE_REFUSALS[action] }
    : { kind: 'state', message: VISIT_ACTION_STATE_REFUSALS[action] };
}
