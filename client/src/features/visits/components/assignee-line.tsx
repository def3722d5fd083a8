import type { VisitSummaryDto } from '@common/schemas/visit.schema';
import { UserRound } from 'lucide-react';

/** Who the visit is assigned to (its provider), shown on every visit card. */
export function AssigneeLine({ visit }: { visit: Pick<VisitSummaryDto, 'providerName'> }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="visit-assignee">
      <UserRound className="h-3.5 w-3.5" aria-hidden="true" />
      Assigned to: {visit.providerName ?? 'Unassigned'}
    </p>
  );
}
