import { useParams } from 'wouter';
import { PageMessage } from '../../components/feedback/page-message';
import { PageTitle } from '../../components/layout/page-title';
import { ProviderGuard } from '../provider-guard';
import { PatientDetail } from './patient-detail-content';

export function PatientDetailPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  return (
    <ProviderGuard>
      {(user) => (
        <>
          <PageTitle title="Patient Details" backHref="/patients" backLabel="Back to Patients" />
          {Number.isInteger(id) && id > 0 ? (
            <PatientDetail id={id} role={user.role} />
          ) : (
            <PageMessage tone="error">Failed to fetch patient</PageMessage>
          )}
        </>
      )}
    </ProviderGuard>
  );
}
