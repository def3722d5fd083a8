import { PageTitle } from '../../components/layout/page-title';
import { AddPatientDialog } from '../../features/patients/components/add-patient-dialog';
import { PatientsList } from '../../features/patients/components/patients-list';
import { ProviderGuard } from '../provider-guard';

export function PatientsPage() {
  return (
    <ProviderGuard>
      {() => (
        <>
          <PageTitle title="Patients" backHref="/" backLabel="Back to Home" actions={<AddPatientDialog />} />
          <PatientsList />
        </>
      )}
    </ProviderGuard>
  );
}
