import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { canTakeVisitAction } from '@common/visit-actions';
import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../../lib/format-date';
import { AssigneeLine } from './assignee-line';
import { DeleteVisitDialog } from './delete-visit-dialog';
import { VisitStatusBadge } from './visit-status-badge';

interface VisitHistoryItemProps {
  visit: VisitSummaryDto;
  role: string | null;
  onDelete: () => void;
}

export function VisitHistoryItem({ visit, role, onDelete }: VisitHistoryItemProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-4">
      <div className="space-y-1">
        <div className="flex items-center gap-2">
          <span className="font-medium">{formatDate(visit.visitDate, DATE_TIME_LONG_FORMAT, 'Date unavailable')}</span>
          <VisitStatusBadge status={visit.status} />
        </div>
        <p className="text-sm text-muted-foreground">{visit.chiefComplaint || 'No chief complaint recorded'}</p>
        {visit.finalDiagnosis && <p className="text-sm">Diagnosis: {visit.finalDiagnosis}</p>}
        <AssigneeLine visit={visit} />
      </div>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/visits/${visit.id}`}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </Button>
        {canTakeVisitAction(role, visit.status, 'delete') && (
          <DeleteVisitDialog onConfirm={onDelete}>
            <Button variant="destructive" size="sm">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </DeleteVisitDialog>
        )}
      </div>
    </div>
  );
}
