import { useSearch } from 'wouter';
import { ProviderGuard } from '../provider-guard';
import { NewVisitContent } from './new-visit-content';

/** /visit/new?patientId=… — without a valid patientId the visit starts unassigned (0). */
export function NewVisitPage() {
  const search = useSearch();
  const raw = new URLSearchParams(search).get('patientId');
  const parsed = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return (
    <ProviderGuard>{(user) => <NewVisitContent patientId={parsed} role={user.role} userId={user.id} />}</ProviderGuard>
  );
}
