import { useParams } from 'wouter';
import { PageMessage } from '../../components/feedback/page-message';
import { ProviderGuard } from '../provider-guard';
import { VisitDetailsContent } from './visit-details-content';

export function VisitDetailsPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  return (
    <ProviderGuard denied="permission">
      {(user) =>
        id > 0 ? (
          <VisitDetailsContent id={id} role={user.role} userId={user.id} />
        ) : (
          <PageMessage tone="error">Visit not found</PageMessage>
        )
      }
    </ProviderGuard>
  );
}
