import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { VisitDashboard } from '../../features/visits/components/visit-dashboard';
import { ProviderGuard } from '../provider-guard';

export function HomePage() {
  return (
    <ProviderGuard>
      {() => (
        <div className="space-y-10">
          <h1 className="sr-only">Home</h1>
          <QuickActions />
          <VisitDashboard />
        </div>
      )}
    </ProviderGuard>
  );
}
