import type { PatientDto } from '@common/schemas/patient.schema';

/** Case-insensitive substring match on name or email (SPEC section 2, Patients). */
export function filterPatients(patients: PatientDto[], search: string): PatientDto[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return patients;
  return patients.filter(
    (patient) => patient.name.toLowerCase().includes(needle) || (patient.email ?? '').toLowerCase().includes(needle),
  );
}
