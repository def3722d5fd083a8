import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { Calendar } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { DATE_TIME_12_FORMAT, formatDate } from '../../../lib/format-date';
import { getVisitTitle } from '../utils/sort-visits';
import { STATUS_HINTS } from '../utils/visit-status';
import { getListProgress } from '../utils/visit-progress';
import { AssigneeLine } from './assignee-line';
import { VisitStatusBadge } from './visit-status-badge';

export function ActiveVisitCard({ visit }: { visit: VisitSummaryDto }) {
  const progress = getListProgress(visit);
  const hint = STATUS_HINTS[visit.status];
  const title = getVisitTitle(visit);
  return (
    <Link
      href={`/visits/${visit.id}`}
      className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={`Open visit: ${title}`}
    >
      <Card className="transition-shadow hover:shadow-md" data-testid="active-visit-card">
        <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0 pb-3">
          <div className="space-y-1">
            <CardTitle className="text-lg">{title}</CardTitle>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
              {formatDate(visit.visitDate, DATE_TIME_12_FORMAT, 'No date')}
            </p>
          </div>
          <VisitStatusBadge status={visit.status} />
        </CardHeader>
        <CardContent className="space-y-3">
          <AssigneeLine visit={visit} />
          {visit.chiefComplaint && <p className="text-sm">{visit.chiefComplaint}</p>}
          {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
          <div className="space-y-1">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{progress.label}</span>
              <span>{progress.value}%</span>
            </div>
            <Progress value={progress.value} aria-label={`Visit progress: ${progress.label}`} />
          </div>
        </CardContent>
      </Card>
    </Link>
  );
}
