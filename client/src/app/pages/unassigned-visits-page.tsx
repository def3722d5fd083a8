import { PageTitle } from '../../components/layout/page-title';
import { UnassignedVisitsList } from '../../features/visits/components/unassigned-visits-list';
import { ProviderGuard } from '../provider-guard';

export function UnassignedVisitsPage() {
  return (
    <ProviderGuard>
      {() => (
        <>
          <PageTitle title="Unassigned Visits" backHref="/" backLabel="Back to Home" />
          <UnassignedVisitsList />
        </>
      )}
    </ProviderGuard>
  );
}
