import type { ReactNode } from 'react';
import { AudioProcessing } from '../../../components/feedback/audio-processing';
import type { SessionRecorder } from '../hooks/use-session-recorder';
import { RecordingView } from './recording-view';
import { SaveStatus } from './save-status';
import { UnfinishedSessions } from './unfinished-sessions';

interface LiveRecorderBodyProps {
  recorder: SessionRecorder;
  /** What idle offers besides resuming (Start Recording and the upload); none where only resuming makes sense. */
  idle?: ReactNode;
}

/**
 * The recorder's states in one frame: idle (with any unfinished session to resume), recording, processing.
 * `data-recorder-state` names the state shown.
 */
export function LiveRecorderBody({ recorder, idle }: LiveRecorderBodyProps) {
  const { capture, sessions } = recorder;
  const unfinished = capture.phase === 'idle' && sessions.length > 0;
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-4 sm:p-6"
      data-recorder-state={unfinished ? 'unfinished' : capture.phase}
    >
      {capture.phase === 'idle' && (
        <>
          {unfinished && (
            <UnfinishedSessions
              sessions={sessions}
              disabled={recorder.blocked}
              onResume={(session) =>
                void capture.start({ id: session.id, pieces: session.pieces, seconds: session.seconds })
              }
              onFinish={(session) => void capture.finish(session.id, session.pieces)}
              onDiscard={(session) => recorder.discard(session.id)}
            />
          )}
          {idle}
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
