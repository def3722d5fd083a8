import { Inbox } from 'lucide-react';
import { PageMessage } from '../../../components/feedback/page-message';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteVisit } from '../api/delete-visit';
import { useUnassignedVisits } from '../api/get-unassigned-visits';
import { UnassignedVisitItem } from './unassigned-visit-item';

export function UnassignedVisitsList() {
  const visitsQuery = useUnassignedVisits();
  const deleteVisit = useDeleteVisit();

  const remove = async (id: number) => {
    // SPEC section 2: deletion here asks through the browser's own confirm.
    if (!window.confirm('Delete this visit? This action cannot be undone.')) return;
    try {
      await deleteVisit.mutateAsync(id);
      toast({ title: 'Success', description: 'Visit deleted successfully' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to delete visit') });
    }
  };

  if (visitsQuery.isPending) return <PageMessage>Loading visits...</PageMessage>;
  if (visitsQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(visitsQuery.error, visitsQuery.error.message)}</PageMessage>;
  if (visitsQuery.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-muted-foreground">
        <Inbox className="h-10 w-10" aria-hidden="true" />
        <p className="text-lg font-medium text-foreground">No Unassigned Visits</p>
        <p className="text-sm">Every open visit has a patient.</p>
      </div>
    );

  return (
    <ul className="space-y-3">
      {visitsQuery.data.map((visit) => (
        <li key={visit.id}>
          <UnassignedVisitItem visit={visit} onDelete={() => void remove(visit.id)} deleting={deleteVisit.isPending} />
        </li>
      ))}
    </ul>
  );
}
