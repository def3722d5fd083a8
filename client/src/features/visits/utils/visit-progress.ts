import type { VisitSummaryDto } from '@common/schemas/visit.schema';

export interface ListProgress {
  value: 25 | 50 | 75 | 100;
  label: string;
}

/** Progress on list cards (SPEC section 4). */
export function getListProgress(visit: Pick<VisitSummaryDto, 'status' | 'patientId'>): ListProgress {
  if (visit.status === 'completed') return { value: 100, label: 'Completed' };
  if (visit.status === 'pending_doctor_review') return { value: 75, label: 'Pending Doctor Review' };
  if (visit.patientId) return { value: 50, label: 'Assessment in Progress' };
  return { value: 25, label: 'Patient Check-in' };
}

export type JourneyStage = 'check-in' | 'assessment' | 'doctor-review' | 'completed';

export const JOURNEY_STAGES: ReadonlyArray<{ stage: JourneyStage; label: string }> = [
  { stage: 'check-in', label: 'Check-in' },
  { stage: 'assessment', label: 'Initial Assessment' },
  { stage: 'doctor-review', label: 'Doctor Review' },
  { stage: 'completed', label: 'Completed' },
];

/** Stage on the details screen: other or missing statuses count as check-in. */
export function getJourneyStage(status: string | null | undefined): JourneyStage {
  switch (status) {
    case 'in_progress':
      return 'assessment';
    case 'pending_doctor_review':
      return 'doctor-review';
    case 'completed':
      return 'completed';
    default:
      return 'check-in';
  }
}
