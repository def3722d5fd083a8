import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { Loader2, Mic, Square } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../components/ui/use-toast';
import { formatDuration } from '../../../lib/format-date';
import { useAudioTranscription } from '../hooks/use-audio-transcription';
import { MICROPHONE_ERROR_TEXT, MICROPHONE_ERROR_TITLE, useMediaRecorder } from '../hooks/use-media-recorder';
import { useProcessingProgress } from '../hooks/use-processing-progress';
import { TranscriptionRetry } from './transcription-retry';
import { UploadAudioButton } from './upload-audio-button';

export type RecorderState = 'idle' | 'recording' | 'processing';

interface AudioRecorderProps {
  recordingType: RecordingType;
  onTranscribed: (result: TranscriptionResponse) => void;
  /** Sent with the upload so the server links the audio to the visit. */
  visitId?: number;
  disabled?: boolean;
}

/** Record from the microphone or upload a file; either way the audio is transcribed into a SOAP note draft. */
export function AudioRecorder({ recordingType, onTranscribed, visitId, disabled = false }: AudioRecorderProps) {
  const transcription = useAudioTranscription({ visitId, recordingType, onTranscribed });
  const recorder = useMediaRecorder({
    onRecorded: ({ blob }) => void transcription.sendRecording(blob),
    onError: () => toast({ variant: 'destructive', title: MICROPHONE_ERROR_TITLE, description: MICROPHONE_ERROR_TEXT }),
  });
  const state: RecorderState = recorder.recording ? 'recording' : transcription.processing ? 'processing' : 'idle';
  const processingProgress = useProcessingProgress(state === 'processing');

  return (
    <div className="space-y-4" data-recorder-state={state}>
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6">
        {state === 'idle' && (
          <>
            <Button size="lg" onClick={() => void recorder.start()} disabled={disabled}>
              <Mic aria-hidden="true" />
              Start Recording
            </Button>
            <span className="text-sm text-muted-foreground">or</span>
            <UploadAudioButton disabled={disabled} onFile={(file) => void transcription.sendFile(file)} />
          </>
        )}
        {state === 'recording' && (
          <div className="flex w-full max-w-sm flex-col items-center gap-3">
            <p className="flex items-center gap-2 font-medium text-red-700">
              <span className="h-3 w-3 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
              Recording
            </p>
            <p className="font-mono text-3xl tabular-nums" role="timer" aria-label="Recording time">
              {formatDuration(recorder.seconds)}
            </p>
            <Progress value={((recorder.seconds % 60) / 60) * 100} aria-label="Seconds within the current minute" />
            <Button variant="destructive" onClick={recorder.stop}>
              <Square aria-hidden="true" />
              Stop Recording
            </Button>
          </div>
        )}
        {state === 'processing' && (
          <div className="flex w-full max-w-sm flex-col items-center gap-3" role="status">
            <p className="flex items-center gap-2 font-medium">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              Processing audio... {processingProgress}%
            </p>
            <Progress value={processingProgress} aria-label="Processing progress" />
            <p className="text-xs text-muted-foreground">Transcribing and drafting the SOAP note on this machine.</p>
          </div>
        )}
      </div>
      {transcription.failure && state === 'idle' && (
        <TranscriptionRetry
          failure={transcription.failure}
          onRetry={() => void transcription.retryFailed()}
          onDismiss={transcription.dismissFailure}
        />
      )}
    </div>
  );
}
