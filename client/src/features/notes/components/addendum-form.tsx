import { isProviderRole } from '@common/roles';
import { FilePlus2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateAddendum } from '../api/create-addendum';

/** A completed visit's only action: add an addendum (a new recording); the signed note itself stays as signed. */
export function AddendumForm({ visitId, role }: { visitId: number; role: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const createAddendum = useCreateAddendum();

  if (!isProviderRole(role)) return null;
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FilePlus2 aria-hidden="true" />
        Addendum
      </Button>
    );

  const submit = async () => {
    if (inFlight.current) return;
    if (text.trim() === '') {
      setError('Addendum text is required');
      return;
    }
    inFlight.current = true;
    try {
      await createAddendum.mutateAsync({ visitId, creatorRole: role, text: text.trim() });
      toast({ title: 'Success', description: 'Addendum added' });
      setText('');
      setOpen(false);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(failure, 'Failed to add addendum'),
      });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      className="space-y-2 rounded-md border p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor="addendum-text">Addendum</Label>
      <Textarea
        id="addendum-text"
        rows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-invalid={error !== null}
        aria-describedby={error ? 'addendum-error' : undefined}
        placeholder="What was learned or clarified after the visit was completed..."
      />
      {error && (
        <p id="addendum-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={createAddendum.isPending}>
          {createAddendum.isPending ? 'Saving...' : 'Save Addendum'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={createAddendum.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
