import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** Asks why a chart outside the clinician's care team is opened (the reason is audited). */
export function AccessReasonForm({ message, onSubmit }: { message: string; onSubmit: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  };
  return (
    <Card className="mx-auto max-w-xl" role="alert">
      <CardHeader>
        <CardTitle className="text-lg">Outside your care team</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <Label htmlFor="access-reason">Reason for opening this chart</Label>
          <Input id="access-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" disabled={!reason.trim()}>
            Open chart
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
