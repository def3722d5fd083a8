import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteVisit } from '../api/delete-visit';
import { VisitHistoryItem } from './visit-history-item';

interface VisitHistoryProps {
  patientId: number;
  visits: VisitSummaryDto[];
  role: string | null;
}

export function VisitHistory({ patientId, visits, role }: VisitHistoryProps) {
  const deleteVisit = useDeleteVisit();
  const remove = async (id: number) => {
    try {
      await deleteVisit.mutateAsync(id);
      toast({ title: 'Success', description: 'Visit deleted successfully' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to delete visit') });
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0">
        <CardTitle>Visit History</CardTitle>
        <Button asChild>
          <Link href={`/visit/new?patientId=${patientId}`}>
            <Plus aria-hidden="true" />
            Start New Visit
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {visits.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No visits recorded yet</p>
        ) : (
          <ul className="space-y-3">
            {visits.map((visit) => (
              <li key={visit.id}>
                <VisitHistoryItem visit={visit} role={role} onDelete={() => void remove(visit.id)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
