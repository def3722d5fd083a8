import { useSearch } from 'wouter';
import { ProviderGuard } from '../provider-guard';
import { NewVisitContent } from './new-visit-content';

const idParam = (raw: string | null) => (raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/**
 * /visit/new?patientId=… — without a valid patientId the visit starts unassigned (0). Once the visit is known the
 * page adds `visitId`, so a reload reopens that visit and its draft instead of starting another.
 */
export function NewVisitPage() {
  const params = new URLSearchParams(useSearch());
  const patientId = idParam(params.get('patientId'));
  const visitId = idParam(params.get('visitId'));
  return (
    <ProviderGuard>
      {(user) => <NewVisitContent patientId={patientId} visitId={visitId} role={user.role} userId={user.id} />}
    </ProviderGuard>
  );
}
