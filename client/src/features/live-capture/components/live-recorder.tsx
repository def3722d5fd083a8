import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useSessionRecorder } from '../hooks/use-session-recorder';
import { LiveRecorderBody } from './live-recorder-body';

interface LiveRecorderProps {
  recordingType: RecordingType;
  onTranscribed: (result: TranscriptionResponse) => void;
  visitId?: number;
  disabled?: boolean;
  /** Shown beside 'Start Recording' while idle (the file upload). */
  upload?: ReactNode;
}

/**
 * Microphone recorder: idle → recording (live transcript, level, saved up to) → processing → the note draft. An
 * interrupted recording of the visit is offered in the same place, to resume with the same microphone.
 */
export function LiveRecorder({ recordingType, onTranscribed, visitId, disabled = false, upload }: LiveRecorderProps) {
  const recorder = useSessionRecorder({ visitId, recordingType, onTranscribed });
  return (
    <LiveRecorderBody
      recorder={recorder}
      idle={
        <div className="flex flex-col items-center gap-3">
          <Button size="lg" onClick={() => void recorder.capture.start()} disabled={disabled || recorder.blocked}>
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
          {upload && (
            <>
              <span className="text-sm text-muted-foreground">or</span>
              {upload}
            </>
          )}
        </div>
      }
    />
  );
}
