import { PageTitle } from '../../components/layout/page-title';
import { ActiveVisitsList } from '../../features/visits/components/active-visits-list';
import { ProviderGuard } from '../provider-guard';

export function ActiveVisitsPage() {
  return (
    <ProviderGuard onSignedOut="card">
      {(user) => (
        <>
          <PageTitle title="Active Visits" backHref="/" backLabel="Back to Home" />
          <ActiveVisitsList role={user.role} />
        </>
      )}
    </ProviderGuard>
  );
}
