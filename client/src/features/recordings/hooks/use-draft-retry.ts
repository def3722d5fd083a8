import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useRetryRecording } from '../api/retry-recording';

/** Transcribes a failed stored draft again from its kept audio, with the spec's toasts. */
export function useDraftRetry() {
  const retry = useRetryRecording();
  const run = async (recordingId: number) => {
    try {
      await retry.mutateAsync(recordingId);
      toast({ title: 'Success', description: 'Audio transcribed and SOAP note generated' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to transcribe audio'),
      });
    }
  };
  return { retry: (recordingId: number) => void run(recordingId), retrying: retry.isPending };
}
