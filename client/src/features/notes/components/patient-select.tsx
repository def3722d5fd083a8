import type { PatientDto } from '@common/schemas/patient.schema';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

interface PatientSelectProps {
  patients: PatientDto[];
  value: number | null;
  onChange: (patientId: number) => void;
  disabled?: boolean;
}

export function PatientSelect({ patients, value, onChange, disabled = false }: PatientSelectProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor="note-patient">Select Patient (Required)</Label>
      <Select value={value ? String(value) : ''} onValueChange={(next) => onChange(Number(next))} disabled={disabled}>
        <SelectTrigger id="note-patient">
          <SelectValue placeholder="Select a patient" />
        </SelectTrigger>
        <SelectContent>
          {patients.map((patient) => (
            <SelectItem key={patient.id} value={String(patient.id)}>
              {patient.name}
              {patient.dateOfBirth ? ` (${patient.dateOfBirth})` : ''}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
