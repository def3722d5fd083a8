import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { Link } from 'wouter';
import { DATE_TIME_12_FORMAT, DATE_TIME_24_FORMAT, formatDate } from '../../../lib/format-date';
import { getVisitTitle } from '../utils/sort-visits';
import { VisitStatusBadge } from './visit-status-badge';

/** One line of a home dashboard panel; completed rows show the completion time. */
export function DashboardVisitRow({ visit }: { visit: VisitSummaryDto }) {
  const completed = visit.status === 'completed';
  const title = completed ? visit.patientName || 'Unnamed Patient' : getVisitTitle(visit);
  const when = completed
    ? formatDate(visit.completedAt, DATE_TIME_24_FORMAT, 'No date')
    : formatDate(visit.visitDate, DATE_TIME_12_FORMAT, 'No date');
  return (
    <Link
      href={`/visits/${visit.id}`}
      className="flex items-center justify-between gap-3 rounded-md border p-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="min-w-0">
        <p className="truncate font-medium">{title}</p>
        <p className="truncate text-xs text-muted-foreground">
          {when}
          {visit.chiefComplaint ? ` · ${visit.chiefComplaint}` : ''}
          {completed && visit.finalDiagnosis ? ` · ${visit.finalDiagnosis}` : ''}
          {visit.providerName ? ` · Assigned to: ${visit.providerName}` : ''}
        </p>
      </div>
      <VisitStatusBadge status={visit.status} />
    </Link>
  );
}
