import type { PatientDto } from '@common/schemas/patient.schema';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DATE_FORMAT, formatDate } from '../../../lib/format-date';

interface PatientSummaryProps {
  patient: PatientDto;
}

export function PatientSummary({ patient }: PatientSummaryProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-2xl">{patient.name}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Email</dt>
            <dd className="font-medium">{patient.email ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Phone</dt>
            <dd className="font-medium">{patient.phoneNumber ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Date of Birth</dt>
            <dd className="font-medium">{formatDate(patient.dateOfBirth, DATE_FORMAT, 'N/A')}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
