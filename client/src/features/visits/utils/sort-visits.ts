import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { toTime } from '../../../lib/format-date';
import type { SortOrder } from './visit-status';

/** Sorts a copy by the given date field; missing dates count as the oldest. */
export function sortVisits(
  visits: VisitSummaryDto[],
  field: 'visitDate' | 'completedAt',
  order: SortOrder,
): VisitSummaryDto[] {
  const direction = order === 'newest' ? -1 : 1;
  return [...visits].sort((a, b) => direction * (toTime(a[field]) - toTime(b[field])));
}

/** Active-card title: the patient's name, else 'Patient #{id}', else 'No patient assigned'. */
export function getVisitTitle(visit: Pick<VisitSummaryDto, 'patientName' | 'patientId'>): string {
  if (visit.patientName) return visit.patientName;
  if (visit.patientId) return `Patient #${visit.patientId}`;
  return 'No patient assigned';
}
