import { PageTitle } from '../../components/layout/page-title';
import { CompletedVisitsList } from '../../features/visits/components/completed-visits-list';
import { ProviderGuard } from '../provider-guard';

export function CompletedVisitsPage() {
  return (
    <ProviderGuard denied="permission">
      {() => (
        <>
          <PageTitle title="Completed Visits" backHref="/" backLabel="Back to Home" />
          <CompletedVisitsList />
        </>
      )}
    </ProviderGuard>
  );
}
