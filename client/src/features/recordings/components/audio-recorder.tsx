import type { RecordingDto, RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { ReactNode } from 'react';
import { AudioProcessing } from '../../../components/feedback/audio-processing';
import { useAudioTranscription } from '../hooks/use-audio-transcription';
import { useDraftRetry } from '../hooks/use-draft-retry';
import { DraftFailure } from './draft-failure';
import { DraftProcessing } from './draft-processing';
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
  /** The caller's stored draft not yet turned into a note (processing after a reload, or failed). */
  draft?: Pick<RecordingDto, 'id' | 'status'> | null;
}

/**
 * Record from the microphone or upload a file; either way the audio is transcribed into a SOAP note draft. One
 * state shows at a time: idle (or an unfinished recording to resume), recording, processing, failed with Retry.
 */
export function AudioRecorder({
  recordingType,
  onTranscribed,
  renderMicrophone,
  visitId,
  disabled = false,
  draft = null,
}: AudioRecorderProps) {
  const transcription = useAudioTranscription({ visitId, recordingType, onTranscribed });
  const draftRetry = useDraftRetry();
  const draftProcessing = draft?.status === 'processing' || draftRetry.retrying;
  const draftFailed = draft?.status === 'failed' && !draftRetry.retrying;
  const upload = <UploadAudioButton disabled={disabled} onFile={(file) => void transcription.sendFile(file)} />;

  return (
    <div className="space-y-4">
      {transcription.processing && (
        <div
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-4 sm:p-6"
          data-recorder-state="processing"
        >
          <AudioProcessing />
        </div>
      )}
      {!transcription.processing && draftProcessing && <DraftProcessing />}
      {/* Hidden, not unmounted, while a stored draft processes: a live recording being finished keeps its state. */}
      {!transcription.processing && <div hidden={draftProcessing}>{renderMicrophone({ disabled, upload })}</div>}
      {transcription.failure && !transcription.processing && (
        <TranscriptionRetry
          failure={transcription.failure}
          onRetry={() => void transcription.retryFailed()}
          onDismiss={transcription.dismissFailure}
        />
      )}
      {!transcription.failure && !transcription.processing && draftFailed && draft && (
        <DraftFailure onRetry={() => draftRetry.retry(draft.id)} />
      )}
    </div>
  );
}
