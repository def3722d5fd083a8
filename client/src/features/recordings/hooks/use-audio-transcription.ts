import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { getErrorField, getErrorMessage } from '../../../lib/api-error';
import { invalidateVisitData } from '../../../lib/invalidate-visit-data';
import { useRetryTranscription } from '../api/retry-transcribe';
import { useTranscribe } from '../api/transcribe';
import { validateAudioFile } from '../utils/validate-audio-file';

interface Options {
  visitId?: number;
  recordingType: RecordingType;
  onTranscribed: (result: TranscriptionResponse) => void;
}

export interface FailedTranscription {
  message: string;
  /** Set when the server kept the audio (422) and a retry is possible. */
  audioId: string | null;
}

/** Sends a chosen audio file to POST /api/transcribe and handles the spec's failure messages. */
export function useAudioTranscription({ visitId, recordingType, onTranscribed }: Options) {
  const transcribe = useTranscribe();
  const retry = useRetryTranscription();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<FailedTranscription | null>(null);

  const succeed = (result: TranscriptionResponse) => {
    setFailure(null);
    // A doctor's upload can move the visit to review on the server; lists and the visit must be re-read.
    void invalidateVisitData(queryClient);
    toast({ title: 'Success', description: 'Audio transcribed and SOAP note generated' });
    onTranscribed(result);
  };

  const fail = (error: unknown, fallback: string) => {
    const message = getErrorMessage(error, fallback);
    const audioId = getErrorField(error, 'audioId');
    setFailure({ message, audioId: typeof audioId === 'string' ? audioId : null });
    toast({ variant: 'destructive', title: 'Error', description: message });
  };

  const send = async (audio: Blob, filename: string, fallback: string) => {
    setFailure(null);
    try {
      succeed(await transcribe.mutateAsync({ audio, filename, visitId, recordingType }));
    } catch (error) {
      fail(error, fallback);
    }
  };

  const sendFile = async (file: File) => {
    const problem = validateAudioFile(file);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    await send(file, file.name, 'Failed to transcribe audio');
  };

  const retryFailed = async () => {
    if (!failure?.audioId) return;
    const audioId = failure.audioId;
    setFailure(null);
    try {
      succeed(await retry.mutateAsync(audioId));
    } catch (error) {
      fail(error, 'Failed to transcribe audio');
    }
  };

  return {
    processing: transcribe.isPending || retry.isPending,
    failure,
    sendFile,
    retryFailed,
    dismissFailure: () => setFailure(null),
  };
}
