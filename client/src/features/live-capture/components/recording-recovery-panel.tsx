import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSessionRecorder } from '../hooks/use-session-recorder';
import { LiveRecorderBody } from './live-recorder-body';

interface RecordingRecoveryPanelProps {
  visitId: number;
  /** Used when the server's session is resumed in a browser that has no copy of it. */
  recordingType: RecordingType;
  onTranscribed?: (result: TranscriptionResponse) => void;
  /** The caller's stored draft still processing or failed, shown in the same card. */
  children?: ReactNode;
}

/**
 * The 'Recording' card where no new recording is offered (a visit page without the recorder): only what is left
 * to resume, finish or retry. Renders nothing when there is none.
 */
export function RecordingRecoveryPanel({
  visitId,
  recordingType,
  onTranscribed,
  children,
}: RecordingRecoveryPanelProps) {
  const recorder = useSessionRecorder({ visitId, recordingType, onTranscribed });
  const active = recorder.sessions.length > 0 || recorder.capture.phase !== 'idle';
  if (!active && !children) return null;
  return (
    <Card data-testid="recording-area">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mic className="h-5 w-5" aria-hidden="true" />
          Recording
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {children}
        {active && <LiveRecorderBody recorder={recorder} />}
      </CardContent>
    </Card>
  );
}
