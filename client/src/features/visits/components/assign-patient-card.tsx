import type { PatientDto } from '@common/schemas/patient.schema';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateVisit } from '../api/update-visit';

interface AssignPatientCardProps {
  visitId: number;
  /** The visit version on screen: a colleague's change in between answers 409 instead of being overwritten. */
  version: number;
  patients: PatientDto[];
}

/** An unassigned visit's details: choose the patient it belongs to ('Assign Patient' on the unassigned list). */
export function AssignPatientCard({ visitId, version, patients }: AssignPatientCardProps) {
  const [patientId, setPatientId] = useState<string>('');
  const updateVisit = useUpdateVisit();

  const assign = async () => {
    try {
      await updateVisit.mutateAsync({ id: visitId, data: { patientId: Number(patientId), version } });
      toast({ title: 'Success', description: 'Patient assigned to the visit' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to update visit status. Please try again.'),
      });
    }
  };

  return (
    <Card className="border-blue-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="h-5 w-5 text-blue-700" aria-hidden="true" />
          Assign Patient
        </CardTitle>
        <CardDescription>This visit has no patient yet. Choose the patient it belongs to.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1 space-y-2">
          <Label htmlFor="assign-patient">Patient</Label>
          <Select value={patientId} onValueChange={setPatientId}>
            <SelectTrigger id="assign-patient">
              <SelectValue placeholder="Select a patient" />
            </SelectTrigger>
            <SelectContent>
              {patients.map((patient) => (
                <SelectItem key={patient.id} value={String(patient.id)}>
                  {patient.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={() => void assign()} disabled={patientId === '' || updateVisit.isPending}>
          Assign Patient
        </Button>
      </CardContent>
    </Card>
  );
}
