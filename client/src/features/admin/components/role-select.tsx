import type { StoredRole } from '@common/roles';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

const NO_ROLE = 'none';
export const ROLE_LABELS: Record<StoredRole | typeof NO_ROLE, string> = {
  doctor: 'Doctor',
  medical_assistant: 'Medical Assistant',
  nurse_practitioner: 'Nurse Practitioner',
  patient: 'Patient',
  none: 'Facility Staff (no role)',
};

interface RoleSelectProps {
  value: StoredRole | null;
  label: string;
  disabled?: boolean;
  onChange: (role: StoredRole | null) => void;
}

/** The stored role of an account; "no role" is facility staff, who see no patient data. */
export function RoleSelect({ value, label, disabled, onChange }: RoleSelectProps) {
  return (
    <Select
      value={value ?? NO_ROLE}
      disabled={disabled}
      onValueChange={(next) => onChange(next === NO_ROLE ? null : (next as StoredRole))}
    >
      <SelectTrigger aria-label={label} className="w-52">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(ROLE_LABELS).map(([role, text]) => (
          <SelectItem key={role} value={role}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
