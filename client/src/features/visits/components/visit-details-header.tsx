import type { VisitDto } from '@common/schemas/visit.schema';
import { ArrowLeft, CheckCircle2, LayoutDashboard, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../../lib/format-date';
import { formatStatusText, STATUS_BADGE_VARIANTS } from '../utils/visit-status';
import { DeleteVisitDialog } from './delete-visit-dialog';

interface VisitDetailsHeaderProps {
  visit: VisitDto;
  canComplete: boolean;
  /** Completing needs a patient: without one the button is disabled with a hint (SPEC section 5). */
  hasPatient: boolean;
  canDelete: boolean;
  onComplete: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function VisitDetailsHeader({
  visit,
  canComplete,
  hasPatient,
  canDelete,
  onComplete,
  onDelete,
  deleting,
}: VisitDetailsHeaderProps) {
  const backHref = visit.patientId ? `/patients/${visit.patientId}` : '/visits/unassigned';
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" />
            {visit.patientId ? 'Back to Patient' : 'Back to Unassigned Visits'}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link href="/">
            <LayoutDashboard aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold">Visit Details</h1>
            <Badge variant={STATUS_BADGE_VARIANTS[visit.status] ?? 'secondary'} data-testid="visit-status-badge">
              {formatStatusText(visit.status)}
            </Badge>
          </div>
          <p className="text-muted-foreground">
            {visit.patientName ?? 'No patient assigned'} ·{' '}
            {formatDate(visit.visitDate, DATE_TIME_LONG_FORMAT, 'Date unavailable')}
          </p>
          {visit.chiefComplaint && <p className="text-sm">Chief Complaint: {visit.chiefComplaint}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {canComplete && (
            <Button
              onClick={onComplete}
              disabled={!hasPatient}
              aria-describedby={hasPatient ? undefined : 'header-complete-hint'}
            >
              <CheckCircle2 aria-hidden="true" />
              {visit.status === 'pending_doctor_review' ? 'Complete Doctor Review' : 'Complete Visit'}
            </Button>
          )}
          {canDelete && (
            <DeleteVisitDialog onConfirm={onDelete}>
              <Button variant="destructive" disabled={deleting}>
                <Trash2 aria-hidden="true" />
                Delete Visit
              </Button>
            </DeleteVisitDialog>
          )}
        </div>
        {canComplete && !hasPatient && (
          <p id="header-complete-hint" className="w-full text-sm text-muted-foreground">
            Please select a patient first
          </p>
        )}
      </div>
    </header>
  );
}
