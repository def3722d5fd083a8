import { useCallback, useEffect, useRef } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { useRecordingAudio } from '../api/get-recording-audio';

/** Plays a recording's stored audio; the blob is fetched with the bearer token and shown via an object URL. */
interface RecordingPlaybackProps {
  recordingId: number;
  /** Move the player to this moment (seconds); a new nonce seeks again to the same time. */
  seek?: { time: number; nonce: number } | null;
}

export function RecordingPlayback({ recordingId, seek = null }: RecordingPlaybackProps) {
  const audioQuery = useRecordingAudio(recordingId);
  const audio = audioQuery.data;
  const elementRef = useRef<HTMLAudioElement | null>(null);

  // The object URL lives exactly as long as the element that plays this blob: React runs the returned cleanup
  // when the element goes away or the blob changes.
  const attachAudio = useCallback(
    (element: HTMLAudioElement | null) => {
      elementRef.current = element;
      if (!element || !audio) return undefined;
      const objectUrl = URL.createObjectURL(audio);
      element.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [audio],
  );

  useEffect(() => {
    const element = elementRef.current;
    if (!seek || !element) return;
    element.currentTime = seek.time;
  }, [seek, audio]);

  if (audioQuery.isPending) return <p className="text-sm text-muted-foreground">Loading audio...</p>;
  if (audioQuery.isError)
    return <p className="text-sm text-destructive">{getErrorMessage(audioQuery.error, 'Audio is not available')}</p>;
  if (!audio) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">Recorded audio</p>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the visit's transcript, shown on the same page, is the text of this recording */}
      <audio
        controls
        ref={attachAudio}
        preload="auto"
        className="w-full"
        aria-label="Recorded visit audio"
        data-recording-id={recordingId}
      />
    </div>
  );
}
