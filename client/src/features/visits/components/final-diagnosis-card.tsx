import { ClipboardCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../../lib/format-date';

interface FinalDiagnosisCardProps {
  finalDiagnosis: string | null;
  completedAt: string | null;
}

export function FinalDiagnosisCard({ finalDiagnosis, completedAt }: FinalDiagnosisCardProps) {
  return (
    <Card className="border-green-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheck className="h-5 w-5 text-green-700" aria-hidden="true" />
          Final Diagnosis
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="whitespace-pre-wrap">{finalDiagnosis || 'No final diagnosis recorded.'}</p>
        <p className="text-sm text-muted-foreground">
          Completed {formatDate(completedAt, DATE_TIME_LONG_FORMAT, 'at an unknown time')}
        </p>
      </CardContent>
    </Card>
  );
}
