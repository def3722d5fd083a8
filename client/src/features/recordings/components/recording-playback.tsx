import { useCallback } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { useRecordingAudio } from '../api/get-recording-audio';

/** Plays a recording's stored audio; the blob is fetched with the bearer token and shown via an object URL. */
export function RecordingPlayback({ recordingId }: { recordingId: number }) {
  const audioQuery = useRecordingAudio(recordingId);
  const audio = audioQuery.data;

  // The object URL lives exactly as long as the element that plays this blob: React runs the returned cleanup
  // when the element goes away or the blob changes.
  const attachAudio = useCallback(
    (element: HTMLAudioElement | null) => {
      if (!element || !audio) return undefined;
      const objectUrl = URL.createObjectURL(audio);
      element.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [audio],
  );

  if (audioQuery.isPending) return <p className="text-sm text-muted-foreground">Loading audio...</p>;
  if (audioQuery.isError)
    return <p className="text-sm text-destructive">{getErrorMessage(audioQuery.error, 'Audio is not available')}</p>;
  if (!audio) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">Recorded audio</p>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the visit's transcript, shown on the same page, is the text of this recording */}
      <audio controls ref={attachAudio} className="w-full" aria-label="Recorded visit audio" />
    </div>
  );
}
