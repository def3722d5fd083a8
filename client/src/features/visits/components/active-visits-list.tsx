import { useState } from 'react';
import { AuthRequired } from '../../../components/feedback/auth-required';
import { PageMessage } from '../../../components/feedback/page-message';
import { getErrorMessage } from '../../../lib/api-error';
import { useActiveVisits } from '../api/get-active-visits';
import { sortVisits } from '../utils/sort-visits';
import { STATUS_LABELS, type SortOrder, type StatusFilter } from '../utils/visit-status';
import { ActiveVisitCard } from './active-visit-card';
import { RoleBanner } from './role-banner';
import { VisitListControls } from './visit-list-controls';

export function ActiveVisitsList({ role }: { role: string | null | undefined }) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortOrder>('newest');
  const visitsQuery = useActiveVisits();

  if (visitsQuery.isPending) return <PageMessage>Loading active visits...</PageMessage>;
  if (visitsQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(visitsQuery.error, visitsQuery.error.message)}</PageMessage>;
  if (visitsQuery.data === null) return <AuthRequired />;

  const filtered = visitsQuery.data.filter((visit) => status === 'all' || visit.status === status);
  const visits = sortVisits(filtered, 'visitDate', sort);

  return (
    <div className="space-y-4">
      <RoleBanner role={role} />
      <VisitListControls sort={sort} onSortChange={setSort} status={status} onStatusChange={setStatus} />
      {visits.length === 0 ? (
        <PageMessage>{status === 'all' ? 'No active visits' : `No ${STATUS_LABELS[status]} visits found`}</PageMessage>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {visits.map((visit) => (
            <li key={visit.id}>
              <ActiveVisitCard visit={visit} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
