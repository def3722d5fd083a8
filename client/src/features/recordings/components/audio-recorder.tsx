import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { ReactNode } from 'react';
import { AudioProcessing } from '../../../components/feedback/audio-processing';
import { useAudioTranscription } from '../hooks/use-audio-transcription';
import { TranscriptionRetry } from './transcription-retry';
import { UploadAudioButton } from './upload-audio-button';

/** What the microphone recorder gets from the upload side: the upload button to show beside it while idle. */
export interface MicrophoneSlot {
  disabled: boolean;
  upload: ReactNode;
}

/** The microphone recorder, composed in by the page (it lives in another feature). */
export type RenderMicrophone = (slot: MicrophoneSlot) => ReactNode;

interface AudioRecorderProps {
  recordingType: RecordingType;
  onTranscribed: (result: TranscriptionResponse) => void;
  renderMicrophone: RenderMicrophone;
  /** Sent with the upload so the server links the audio to the visit. */
  visitId?: number;
  disabled?: boolean;
}

/** Record from the microphone or upload a file; either way the audio is transcribed into a SOAP note draft. */
export function AudioRecorder({
  recordingType,
  onTranscribed,
  renderMicrophone,
  visitId,
  disabled = false,
}: AudioRecorderProps) {
  const transcription = useAudioTranscription({ visitId, recordingType, onTranscribed });
  const upload = <UploadAudioButton disabled={disabled} onFile={(file) => void transcription.sendFile(file)} />;

  return (
    <div className="space-y-4">
      {transcription.processing ? (
        <div
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6"
          data-recorder-state="processing"
        >
          <AudioProcessing />
        </div>
      ) : (
        renderMicrophone({ disabled, upload })
      )}
      {transcription.failure && !transcription.processing && (
        <TranscriptionRetry
          failure={transcription.failure}
          onRetry={() => void transcription.retryFailed()}
          onDismiss={transcription.dismissFailure}
        />
      )}
    </div>
  );
}
