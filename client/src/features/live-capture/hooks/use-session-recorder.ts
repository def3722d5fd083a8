import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useBusySessions } from './use-busy-sessions';
import { useDiscardSession } from './use-discard-session';
import { useLiveCapture } from './use-live-capture';
import { useUnfinishedSessions } from './use-unfinished-sessions';

interface Options {
  visitId?: number;
  recordingType: RecordingType;
  onTranscribed?: (result: TranscriptionResponse) => void;
}

/**
 * One microphone capture per visit page and the visit's unfinished sessions it can resume: a new recording and a
 * resumed one share the capture, so the page never shows two recorders at once.
 */
export function useSessionRecorder({ visitId, recordingType, onTranscribed }: Options) {
  const capture = useLiveCapture({ visitId, recordingType, onTranscribed });
  const { sessions } = useUnfinishedSessions(visitId ?? 0);
  const { discard, discarding } = useDiscardSession();
  const busy = useBusySessions();
  return {
    capture,
    sessions,
    discard: (sessionId: string) => void discard(sessionId),
    /** A session is being recorded, finished or discarded: no other may start. */
    blocked: busy.length > 0 || discarding,
  };
}

export type SessionRecorder = ReturnType<typeof useSessionRecorder>;
