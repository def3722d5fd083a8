import type { DoctorDto } from '@common/schemas/auth.schema';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

interface DoctorSelectProps {
  doctors: DoctorDto[];
  value: number | null;
  onChange: (doctorId: number) => void;
  loading: boolean;
}

export function DoctorSelect({ doctors, value, onChange, loading }: DoctorSelectProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor="note-doctor">Select Doctor for Review</Label>
      <Select value={value ? String(value) : ''} onValueChange={(next) => onChange(Number(next))} disabled={loading}>
        <SelectTrigger id="note-doctor">
          <SelectValue placeholder={loading ? 'Loading doctors...' : 'Select a doctor'} />
        </SelectTrigger>
        <SelectContent>
          {doctors.map((doctor) => (
            <SelectItem key={doctor.id} value={String(doctor.id)}>
              {doctor.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
