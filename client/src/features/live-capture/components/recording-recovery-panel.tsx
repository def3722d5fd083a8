import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { History } from 'lucide-react';
import { AudioProcessing } from '../../../components/feedback/audio-processing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useBusySessions } from '../hooks/use-busy-sessions';
import { useDiscardSession } from '../hooks/use-discard-session';
import { useLiveCapture } from '../hooks/use-live-capture';
import { useUnfinishedSessions } from '../hooks/use-unfinished-sessions';
import { RecordingView } from './recording-view';
import { SaveStatus } from './save-status';
import { UnfinishedSessionItem } from './unfinished-session-item';

interface RecordingRecoveryPanelProps {
  visitId: number;
  /** Used when the server's session is resumed in a browser that has no copy of it. */
  recordingType: RecordingType;
  onTranscribed?: (result: TranscriptionResponse) => void;
}

/** After a reload or crash: the visit's unfinished recordings, to resume, finish into a note, or discard. */
export function RecordingRecoveryPanel({ visitId, recordingType, onTranscribed }: RecordingRecoveryPanelProps) {
  const { sessions } = useUnfinishedSessions(visitId);
  const capture = useLiveCapture({ visitId, recordingType, onTranscribed });
  const { discard, discarding } = useDiscardSession();
  const busy = useBusySessions();
  if (sessions.length === 0 && capture.phase === 'idle') return null;

  return (
    <Card className="border-amber-300" data-testid="recording-recovery">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="h-5 w-5 text-amber-700" aria-hidden="true" />
          Unfinished recording
        </CardTitle>
        <CardDescription>
          A recording on this visit was interrupted. Everything saved so far is kept: resume it, finish it into a note,
          or discard it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {capture.phase !== 'idle' && (
          <div
            className="flex flex-col items-center rounded-lg border border-dashed p-6"
            data-recorder-state={capture.phase}
          >
            {capture.phase === 'recording' ? (
              <RecordingView
                sessionId={capture.sessionId}
                seconds={capture.seconds}
                stream={capture.stream}
                onStop={() => void capture.stop()}
              />
            ) : (
              <AudioProcessing>
                <SaveStatus sessionId={capture.sessionId} />
              </AudioProcessing>
            )}
          </div>
        )}
        {sessions.length > 0 && (
          <ul className="space-y-2" aria-label="Unfinished recordings">
            {sessions.map((session) => (
              <UnfinishedSessionItem
                key={session.id}
                session={session}
                disabled={busy.length > 0 || discarding}
                onResume={() =>
                  void capture.start({ id: session.id, pieces: session.pieces, seconds: session.seconds })
                }
                onFinish={() => void capture.finish(session.id, session.pieces)}
                onDiscard={() => void discard(session.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
