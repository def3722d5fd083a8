import type { RecordingDto } from '@common/schemas/recording.schema';
import { Loader2, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useRetryRecording } from '../api/retry-recording';
import { useProcessingProgress } from '../../../hooks/use-processing-progress';

export const DRAFT_FAILED = 'Transcription of this recording failed or was interrupted. The audio is kept.';

interface DraftStatusProps {
  recording: Pick<RecordingDto, 'id' | 'status'>;
}

/** A stored recording still processing (after a reload or Back), or failed with a Retry from the kept audio. */
export function DraftStatus({ recording }: DraftStatusProps) {
  const retry = useRetryRecording();
  const processing = recording.status === 'processing' || retry.isPending;
  const progress = useProcessingProgress(processing);

  const run = async () => {
    try {
      await retry.mutateAsync(recording.id);
      toast({ title: 'Success', description: 'Audio transcribed and SOAP note generated' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to transcribe audio'),
      });
    }
  };

  if (processing) {
    return (
      <div className="flex w-full flex-col items-center gap-3 rounded-md border p-4" role="status">
        <p className="flex items-center gap-2 font-medium">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          Processing audio... {progress}%
        </p>
        <Progress value={progress} aria-label="Processing progress" />
        <p className="text-xs text-muted-foreground">
          Your recording is stored; its SOAP note appears here when ready.
        </p>
      </div>
    );
  }
  if (recording.status !== 'failed') return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
    >
      <p>{DRAFT_FAILED}</p>
      <Button size="sm" variant="outline" onClick={() => void run()}>
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
