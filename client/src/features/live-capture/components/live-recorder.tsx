import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { AudioProcessing } from '../../../components/feedback/audio-processing';
import { Button } from '../../../components/ui/button';
import { useBusySessions } from '../hooks/use-busy-sessions';
import { useLiveCapture } from '../hooks/use-live-capture';
import { RecordingView } from './recording-view';
import { SaveStatus } from './save-status';

interface LiveRecorderProps {
  recordingType: RecordingType;
  onTranscribed: (result: TranscriptionResponse) => void;
  visitId?: number;
  disabled?: boolean;
  /** Shown beside 'Start Recording' while idle (the file upload). */
  upload?: ReactNode;
}

/** Microphone recorder: idle → recording (live transcript, level, saved up to) → processing → the note draft. */
export function LiveRecorder({ recordingType, onTranscribed, visitId, disabled = false, upload }: LiveRecorderProps) {
  const capture = useLiveCapture({ visitId, recordingType, onTranscribed });
  const busy = useBusySessions();

  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6"
      data-recorder-state={capture.phase}
    >
      {capture.phase === 'idle' && (
        <>
          <Button size="lg" onClick={() => void capture.start()} disabled={disabled || busy.length > 0}>
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
          {upload && (
            <>
              <span className="text-sm text-muted-foreground">or</span>
              {upload}
            </>
          )}
        </>
      )}
      {capture.phase === 'recording' && (
        <RecordingView
          sessionId={capture.sessionId}
          seconds={capture.seconds}
          stream={capture.stream}
          onStop={() => void capture.stop()}
        />
      )}
      {capture.phase === 'processing' && (
        <AudioProcessing>
          <SaveStatus sessionId={capture.sessionId} />
        </AudioProcessing>
      )}
    </div>
  );
}
