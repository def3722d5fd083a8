import { PageMessage } from '../../../components/feedback/page-message';
import { AuthRequired } from '../../../components/feedback/auth-required';
import { getErrorMessage } from '../../../lib/api-error';
import { useActiveVisits } from '../api/get-active-visits';
import { sortVisits } from '../utils/sort-visits';
import { ActiveVisitCard } from './active-visit-card';

/** The open visits assigned to this doctor (they are the visit's provider), newest first. */
export function AssignedVisitsList({ userId }: { userId: number }) {
  const visitsQuery = useActiveVisits();
  if (visitsQuery.isPending) return <PageMessage>Loading assigned visits...</PageMessage>;
  if (visitsQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(visitsQuery.error, visitsQuery.error.message)}</PageMessage>;
  if (visitsQuery.data === null) return <AuthRequired />;
  const visits = sortVisits(
    visitsQuery.data.filter((visit) => visit.providerId === userId),
    'visitDate',
    'newest',
  );
  if (visits.length === 0) return <PageMessage>No visits assigned to you</PageMessage>;
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="assigned-visits">
      {visits.map((visit) => (
        <li key={visit.id}>
          <ActiveVisitCard visit={visit} />
        </li>
      ))}
    </ul>
  );
}
