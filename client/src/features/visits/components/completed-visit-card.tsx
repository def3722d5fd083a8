import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DATE_TIME_24_FORMAT, formatDate } from '../../../lib/format-date';
import { AssigneeLine } from './assignee-line';

export function CompletedVisitCard({ visit }: { visit: VisitSummaryDto }) {
  return (
    <Card data-testid="completed-visit-card">
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0 pb-3">
        <div className="space-y-1">
          <CardTitle className="text-lg">{visit.patientName || 'Unnamed Patient'}</CardTitle>
          <p className="text-sm text-muted-foreground">
            Completed: {formatDate(visit.completedAt, DATE_TIME_24_FORMAT, 'No date')}
          </p>
        </div>
        <Badge variant="success">Completed</Badge>
      </CardHeader>
      <CardContent className="space-y-2">
        <AssigneeLine visit={visit} />
        {visit.finalDiagnosis && (
          <p className="text-sm">
            <span className="font-medium">Diagnosis:</span> {visit.finalDiagnosis}
          </p>
        )}
        {visit.chiefComplaint && (
          <p className="text-sm">
            <span className="font-medium">Chief Complaint:</span> {visit.chiefComplaint}
          </p>
        )}
        <div className="pt-2">
          <Button asChild variant="outline" size="sm">
            <Link href={`/visits/${visit.id}`}>View Details</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
