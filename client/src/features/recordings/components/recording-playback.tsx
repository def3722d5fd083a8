import { useEffect, useRef, useState } from 'react';
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
  const [url, setUrl] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!seek || !audio || !url) return;
    audio.currentTime = seek.time;
  }, [seek, url]);

  useEffect(() => {
    if (!audioQuery.data) return undefined;
    const objectUrl = URL.createObjectURL(audioQuery.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [audioQuery.data]);

  if (audioQuery.isPending) return <p className="text-sm text-muted-foreground">Loading audio...</p>;
  if (audioQuery.isError)
    return <p className="text-sm text-destructive">{getErrorMessage(audioQuery.error, 'Audio is not available')}</p>;
  if (!url) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">Recorded audio</p>
      <audio
        ref={audioRef}
        controls
        preload="auto"
        src={url}
        className="w-full"
        aria-label="Recorded visit audio"
        data-recording-id={recordingId}
      />
    </div>
  );
}
