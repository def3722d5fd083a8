import { HOME_COMPLETED_LIMIT } from '@common/limits';
import { Activity, CheckCircle2 } from 'lucide-react';
import { getErrorMessage } from '../../../lib/api-error';
import { useActiveVisits } from '../api/get-active-visits';
import { useCompletedVisits } from '../api/get-completed-visits';
import { DashboardPanel } from './dashboard-panel';

/** Home: all active visits and the first five completed ones. */
export function VisitDashboard() {
  const activeQuery = useActiveVisits();
  const completedQuery = useCompletedVisits();
  return (
    <section aria-labelledby="visit-dashboard-heading" className="space-y-4">
      <h2 id="visit-dashboard-heading" className="text-2xl font-semibold">
        Visit Dashboard
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DashboardPanel
          title="Active Visits"
          icon={<Activity className="h-5 w-5 text-blue-600" aria-hidden="true" />}
          visits={activeQuery.data ?? undefined}
          loading={activeQuery.isPending}
          error={activeQuery.isError ? getErrorMessage(activeQuery.error, activeQuery.error.message) : null}
          emptyText="No active visits"
          linkHref="/visits/active"
          linkText="View All Active Visits"
        />
        <DashboardPanel
          title="Completed Visits"
          icon={<CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden="true" />}
          visits={completedQuery.data?.slice(0, HOME_COMPLETED_LIMIT)}
          loading={completedQuery.isPending}
          error={completedQuery.isError ? getErrorMessage(completedQuery.error, completedQuery.error.message) : null}
          emptyText="No completed visits found"
          linkHref="/visits/completed"
          linkText="View All Completed Visits"
        />
      </div>
    </section>
  );
}
