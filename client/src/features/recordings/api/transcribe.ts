import type { RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface TranscribeVariables {
  audio: Blob;
  filename: string;
  visitId?: number;
  recordingType?: RecordingType;
}

/** Multipart upload: the file as `audio`, plus the visit and recording type when known. */
export function transcribeAudio({
  audio,
  filename,
  visitId,
  recordingType,
}: TranscribeVariables): Promise<TranscriptionResponse> {
  const form = new FormData();
  if (visitId !== undefined) form.append('visitId', String(visitId));
  if (recordingType !== undefined) form.append('recordingType', recordingType);
  // The file goes last so the server can read the small fields before streaming the audio.
  const file = audio instanceof File ? audio : new File([audio], filename, { type: audio.type });
  form.append('audio', file, filename);
  return apiRequest<TranscriptionResponse>('POST', '/api/transcribe', form);
}

export function useTranscribe() {
  return useMutation({ mutationFn: transcribeAudio });
}
