import { isDoctor } from '@common/roles';
import type { CodeSuggestion } from '@common/schemas/note.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { canTakeVisitAction } from '@common/visit-actions';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { CompleteVisitDialog } from '../../../components/dialogs/complete-visit-dialog';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteVisit } from '../api/delete-visit';
import { useCompleteVisit } from '../hooks/use-complete-visit';
import { DoctorReviewNotice } from './doctor-review-notice';
import { JourneyProgress } from './journey-progress';
import { VisitDetailsHeader } from './visit-details-header';

interface VisitOverviewProps {
  visit: VisitDto;
  role: string | null | undefined;
  /** The codes of the visit's current note: listed in the completion dialog as the codes to be billed. */
  codes: CodeSuggestion[];
}

/** Header, journey progress, the doctor's review notice and the completion dialog of the visit details screen. */
export function VisitOverview({ visit, role, codes }: VisitOverviewProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [, navigate] = useLocation();
  const { complete, pending } = useCompleteVisit(visit.id, visit.version);
  const deleteVisit = useDeleteVisit();
  const doctor = isDoctor(role);
  // The shared rule table decides which actions are offered; the server enforces the same table.
  const canComplete = canTakeVisitAction(role, visit.status, 'complete');
  const canDelete = canTakeVisitAction(role, visit.status, 'delete');
  const hasPatient = visit.patientId !== null;

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
        hasPatient={hasPatient}
        canDelete={canDelete}
        onComplete={() => setDialogOpen(true)}
        onDelete={() => void remove()}
        deleting={deleteVisit.isPending}
      />
      <JourneyProgress status={visit.status} />
      {doctor && canComplete && hasPatient && visit.status === 'pending_doctor_review' && (
        <DoctorReviewNotice onComplete={() => setDialogOpen(true)} />
      )}
      {canComplete && hasPatient && (
        <CompleteVisitDialog
          codes={codes}
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
