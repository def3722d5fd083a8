import type { PatientDto } from '@common/schemas/patient.schema';
import type { PatientRow } from './patients.repository';

export function toPatientDto(row: PatientRow): PatientDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    gender: row.gender as PatientDto['gender'],
    dateOfBirth: row.dateOfBirth,
    createdAt: row.createdAt.toISOString(),
  };
}
