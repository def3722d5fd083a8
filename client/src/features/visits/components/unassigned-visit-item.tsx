import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { Trash2, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../../lib/format-date';
import { AssigneeLine } from './assignee-line';

interface UnassignedVisitItemProps {
  visit: VisitSummaryDto;
  onDelete: () => void;
  deleting: boolean;
}

export function UnassignedVisitItem({ visit, onDelete, deleting }: UnassignedVisitItemProps) {
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
        <div>
          <p className="font-medium">{formatDate(visit.visitDate, DATE_TIME_LONG_FORMAT, 'Date unavailable')}</p>
          <p className="text-sm text-muted-foreground">{visit.chiefComplaint || 'No chief complaint recorded'}</p>
          <AssigneeLine visit={visit} />
        </div>
        <div className="flex gap-2">
          <Button asChild size="sm">
            <Link href={`/visits/${visit.id}`}>
              <UserPlus aria-hidden="true" />
              Assign Patient
            </Link>
          </Button>
          <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
