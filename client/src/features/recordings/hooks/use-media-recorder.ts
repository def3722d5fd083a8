import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export const MICROPHONE_ERROR_TITLE = 'Microphone Error';
export const MICROPHONE_ERROR_TEXT =
  'Could not access the microphone. Please allow microphone access in your browser settings and try again. ' +
  'On iOS, recording is not available in private browsing mode.';

const PREFERRED_MIME_TYPE = 'audio/webm';

export interface RecordedAudio {
  blob: Blob;
  durationSeconds: number;
}

interface UseMediaRecorderOptions {
  onRecorded: (audio: RecordedAudio) => void;
  onError: () => void;
}

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(PREFERRED_MIME_TYPE)) {
    return PREFERRED_MIME_TYPE;
  }
  return undefined;
}

/** Microphone capture with MediaRecorder; `seconds` counts up while recording. */
export function useMediaRecorder({ onRecorded, onError }: UseMediaRecorderOptions) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const startedAtRef = useRef(0);
  const callbacks = useRef({ onRecorded, onError });
  useLayoutEffect(() => {
    callbacks.current = { onRecorded, onError };
  });

  const releaseDevices = useCallback(() => {
    if (timerRef.current) clearInterval(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        // Leaving the page mid-recording discards the clip rather than uploading it unseen.
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.stop();
      }
      releaseDevices();
    },
    [releaseDevices],
  );

  const start = useCallback(async () => {
    if (
      typeof navigator === 'undefined' ||
      !navigator.mediaDevices?.getUserMedia ||
      typeof MediaRecorder === 'undefined'
    ) {
      callbacks.current.onError();
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      callbacks.current.onError();
      return;
    }
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event: BlobEvent) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const durationSeconds = Math.round((Date.now() - startedAtRef.current) / 1000);
      const type = (recorder.mimeType || mimeType || PREFERRED_MIME_TYPE).split(';')[0] ?? PREFERRED_MIME_TYPE;
      releaseDevices();
      setRecording(false);
      callbacks.current.onRecorded({ blob: new Blob(chunks, { type }), durationSeconds });
    };
    streamRef.current = stream;
    recorderRef.current = recorder;
    startedAtRef.current = Date.now();
    setSeconds(0);
    recorder.start(1000);
    setRecording(true);
    timerRef.current = setInterval(() => {
      setSeconds(Math.floor((Date.now() - startedAtRef.current) / 1000));
    }, 250);
  }, [releaseDevices]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  return { recording, seconds, start, stop };
}
