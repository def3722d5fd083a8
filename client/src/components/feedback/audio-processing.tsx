import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useProcessingProgress } from '../../hooks/use-processing-progress';
import { Progress } from '../ui/progress';

/** The recorder's processing state (SPEC section 4): 5% every 500 ms, held at 90% until the answer arrives. */
export function AudioProcessing({ children }: { children?: ReactNode }) {
  const progress = useProcessingProgress(true);
  return (
    <div className="flex w-full max-w-sm flex-col items-center gap-3" role="status">
      <p className="flex items-center gap-2 font-medium">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        Processing audio... {progress}%
      </p>
      <Progress value={progress} aria-label="Processing progress" />
      <p className="text-xs text-muted-foreground">Transcribing and drafting the SOAP note on this machine.</p>
      {children}
    </div>
  );
}
