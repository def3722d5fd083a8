import { PageMessage } from '../../components/feedback/page-message';
import { usePatient } from '../../features/patients/api/get-patient';
import { PatientSummary } from '../../features/patients/components/patient-summary';
import { VisitHistory } from '../../features/visits/components/visit-history';
import { getErrorMessage } from '../../lib/api-error';

/** Patient details (patients feature) with the visit history (visits feature). */
export function PatientDetail({ id, role }: { id: number; role: string | null }) {
  const patientQuery = usePatient(id);
  if (patientQuery.isPending) return <PageMessage>Loading patient data...</PageMessage>;
  if (patientQuery.isError)
    return <PageMessage tone="error">{getErrorMessage(patientQuery.error, 'Failed to fetch patient')}</PageMessage>;
  return (
    <div className="space-y-6">
      <PatientSummary patient={patientQuery.data} />
      <VisitHistory patientId={id} visits={patientQuery.data.visits} role={role} />
    </div>
  );
}
