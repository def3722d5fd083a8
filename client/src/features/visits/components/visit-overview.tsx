import { isDoctor } from '@common/roles';
import type { VisitDto } from '@common/schemas/visit.schema';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteVisit } from '../api/delete-visit';
import { useCompleteVisit } from '../hooks/use-complete-visit';
import { CompleteVisitDialog } from './complete-visit-dialog';
import { DoctorReviewNotice } from './doctor-review-notice';
import { JourneyProgress } from './journey-progress';
import { VisitDetailsHeader } from './visit-details-header';

interface VisitOverviewProps {
  visit: VisitDto;
  role: string | null | undefined;
}

/** Header, journey progress, the doctor's review notice and the completion dialog of the visit details screen. */
export function VisitOverview({ visit, role }: VisitOverviewProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [, navigate] = useLocation();
  const { complete, pending } = useCompleteVisit(visit.id, visit.version);
  const deleteVisit = useDeleteVisit();
  const doctor = isDoctor(role);
  const canComplete = doctor && visit.status !== 'completed';

  const remove = async () => {
    try {
      await deleteVisit.mutateAsync(visit.id);
      toast({ title: 'Success', description: 'Visit deleted successfully' });
      navigate(visit.patientId ? `/patients/${visit.patientId}` : '/visits/unassigned');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to delete visit') });
    }
  };

  return (
    <div className="space-y-6">
      <VisitDetailsHeader
        visit={visit}
        canComplete={canComplete}
        onComplete={() => setDialogOpen(true)}
        onDelete={() => void remove()}
        deleting={deleteVisit.isPending}
      />
      <JourneyProgress status={visit.status} />
      {doctor && visit.status === 'pending_doctor_review' && (
        <DoctorReviewNotice onComplete={() => setDialogOpen(true)} />
      )}
      {canComplete && (
        <CompleteVisitDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          pending={pending}
          onConfirm={async (finalDiagnosis) => {
            if (await complete(finalDiagnosis)) setDialogOpen(false);
          }}
        />
      )}
    </div>
  );
}
