import { OUTSIDE_CARE_TEAM } from '@common/access';
import { useState } from 'react';
import { PageMessage } from '../../components/feedback/page-message';
import { AccessReasonForm } from '../../features/patients/components/access-reason-form';
import { usePatient } from '../../features/patients/api/get-patient';
import { PatientSummary } from '../../features/patients/components/patient-summary';
import { VisitHistory } from '../../features/visits/components/visit-history';
import { getErrorMessage } from '../../lib/api-error';

/** Patient details (patients feature) with the visit history (visits feature). */
export function PatientDetail({ id, role }: { id: number; role: string | null }) {
  const [reason, setReason] = useState<string | undefined>();
  const patientQuery = usePatient(id, { reason });
  if (patientQuery.isPending) return <PageMessage>Loading patient data...</PageMessage>;
  if (patientQuery.isError && getErrorMessage(patientQuery.error, '') === OUTSIDE_CARE_TEAM)
    return <AccessReasonForm message={OUTSIDE_CARE_TEAM} onSubmit={setReason} />;
  if (patientQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(patientQuery.error, 'Failed to fetch patient')}</PageMessage>;
  return (
    <div className="space-y-6">
      <PatientSummary patient={patientQuery.data} />
      <VisitHistory patientId={id} visits={patientQuery.data.visits} role={role} />
    </div>
  );
}
