import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { MICROPHONE_ERROR_TEXT, MICROPHONE_ERROR_TITLE } from '../utils/microphone';
import { useBeforeUnload } from './use-before-unload';
import { useLiveRecording } from './use-live-recording';
import { useSessionFinisher } from './use-session-finisher';

export type LiveCapturePhase = 'idle' | 'recording' | 'processing';

interface Options {
  visitId?: number;
  recordingType: RecordingType;
  onTranscribed?: (result: TranscriptionResponse) => void;
}

/** Recording plus finishing, as the recorder's three states; closing the tab asks first while anything runs. */
export function useLiveCapture({ visitId, recordingType, onTranscribed }: Options) {
  const finisher = useSessionFinisher(onTranscribed);
  const recording = useLiveRecording({
    visitId,
    recordingType,
    onMicrophoneError: () =>
      toast({ variant: 'destructive', title: MICROPHONE_ERROR_TITLE, description: MICROPHONE_ERROR_TEXT }),
    onStartError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, error instanceof Error ? error.message : 'Could not start recording'),
      }),
  });
  const [stopping, setStopping] = useState(false);
  const phase: LiveCapturePhase = recording.recording
    ? 'recording'
    : stopping || finisher.processing
      ? 'processing'
      : 'idle';
  useBeforeUnload(phase !== 'idle');

  const stopAndFinish = async () => {
    setStopping(true);
    const sessionId = await recording.stop();
    // finish() marks itself processing before its first await, so the state never flickers back to idle.
    const finished = sessionId ? finisher.finish(sessionId) : Promise.resolve(false);
    setStopping(false);
    await finished;
  };

  return {
    phase,
    sessionId: recording.sessionId,
    seconds: recording.seconds,
    stream: recording.stream,
    start: recording.start,
    stop: stopAndFinish,
    finish: finisher.finish,
  };
}
