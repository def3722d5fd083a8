import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { PageMessage } from '../../../components/feedback/page-message';
import { getErrorMessage } from '../../../lib/api-error';
import { useCompletedVisits } from '../api/get-completed-visits';
import { sortVisits } from '../utils/sort-visits';
import type { SortOrder } from '../utils/visit-status';
import { CompletedVisitCard } from './completed-visit-card';
import { VisitListControls } from './visit-list-controls';

export function CompletedVisitsList() {
  const [sort, setSort] = useState<SortOrder>('newest');
  const visitsQuery = useCompletedVisits();

  if (visitsQuery.isPending) return <PageMessage>Loading completed visits...</PageMessage>;
  if (visitsQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(visitsQuery.error, visitsQuery.error.message)}</PageMessage>;

  const visits = sortVisits(visitsQuery.data, 'completedAt', sort);
  return (
    <div className="space-y-4">
      <div
        role="note"
        className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900"
      >
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>These visits have been completed and can be used for reference and billing purposes.</p>
      </div>
      <VisitListControls sort={sort} onSortChange={setSort} />
      {visits.length === 0 ? (
        <PageMessage>No completed visits found</PageMessage>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {visits.map((visit) => (
            <li key={visit.id}>
              <CompletedVisitCard visit={visit} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
