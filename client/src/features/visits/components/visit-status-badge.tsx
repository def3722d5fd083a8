import type { VisitStatus } from '@common/schemas/visit.schema';
import { Badge } from '../../../components/ui/badge';
import { STATUS_BADGE_VARIANTS, STATUS_LABELS } from '../utils/visit-status';

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return <Badge variant={STATUS_BADGE_VARIANTS[status] ?? 'secondary'}>{STATUS_LABELS[status] ?? status}</Badge>;
}
