import { isDoctor } from '@common/roles';
import { PageMessage } from '../../components/feedback/page-message';
import { PageTitle } from '../../components/layout/page-title';
import { AssignedVisitsList } from '../../features/visits/components/assigned-visits-list';
import { ProviderGuard } from '../provider-guard';

/** Doctors: the open visits assigned to them. */
export function AssignedVisitsPage() {
  return (
    <ProviderGuard>
      {(user) => (
        <>
          <PageTitle title="Assigned to Me" backHref="/" backLabel="Back to Home" />
          {isDoctor(user.role) ? (
            <AssignedVisitsList userId={user.id} />
          ) : (
            <PageMessage>The assigned list is for doctors.</PageMessage>
          )}
        </>
      )}
    </ProviderGuard>
  );
}
