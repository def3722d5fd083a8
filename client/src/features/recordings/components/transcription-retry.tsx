import { RotateCcw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { FailedTranscription } from '../hooks/use-audio-transcription';

interface TranscriptionRetryProps {
  failure: FailedTranscription;
  onRetry: () => void;
  onDismiss: () => void;
}

/** Shown after a failed transcription; the retry reuses the audio the server kept. */
export function TranscriptionRetry({ failure, onRetry, onDismiss }: TranscriptionRetryProps) {
  return (
    <div
      role="alert"
      data-recorder-state="failed"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
    >
      <p>{failure.message}</p>
      <div className="flex gap-2">
        {failure.audioId && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Retry Transcription
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label="Dismiss error">
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
