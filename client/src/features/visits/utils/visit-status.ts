import type { VisitStatus } from '@common/schemas/visit.schema';
import type { BadgeVariant } from '../../../components/ui/badge';

/** Badge text on list screens (SPEC section 2, Active visits). */
export const STATUS_LABELS: Record<VisitStatus, string> = {
  in_progress: 'In Progress',
  pending_doctor_review: 'Pending Review',
  completed: 'Completed',
};

export const STATUS_BADGE_VARIANTS: Record<VisitStatus, BadgeVariant> = {
  in_progress: 'info',
  pending_doctor_review: 'warning',
  completed: 'success',
};

/** Hints under an active card; completed visits have none. */
export const STATUS_HINTS: Partial<Record<VisitStatus, string>> = {
  pending_doctor_review: 'MA completed initial assessment. Ready for doctor review.',
  in_progress: 'Visit in progress, needs documentation.',
};

/** Details header: the raw status with underscores as spaces. */
export function formatStatusText(status: string): string {
  return status.replace(/_/g, ' ');
}

export type StatusFilter = 'all' | 'in_progress' | 'pending_doctor_review';

export const STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All Statuses' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'pending_doctor_review', label: 'Pending Review' },
];

export type SortOrder = 'newest' | 'oldest';
