import { Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-error';
import { useVisitRecordings } from '../api/get-visit-recordings';
import type { EvidenceTarget } from '../utils/sourced-evidence';
import { RecordingItem } from './recording-item';

export type FocusedEvidence = EvidenceTarget & { nonce: number };

interface RecordingsListProps {
  visitId: number;
  focus: FocusedEvidence | null;
  /** Audio player for a recording, supplied by the page; `seek` moves it to a quote's moment. */
  renderAudio?: (recordingId: number, seek: { time: number; nonce: number } | null) => ReactNode;
}

/** Every recording of the visit, oldest first, none hidden by a later one. */
export function RecordingsList({ visitId, focus, renderAudio }: RecordingsListProps) {
  const recordingsQuery = useVisitRecordings(visitId);
  const recordings = [...(recordingsQuery.data ?? [])].reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mic className="h-5 w-5" aria-hidden="true" />
          Recordings
        </CardTitle>
        <CardDescription>Every recording of this visit with its audio and transcript.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {recordingsQuery.isPending && <p className="text-muted-foreground">Loading recordings...</p>}
        {recordingsQuery.isError && (
          <p role="alert" className="text-destructive">
            {getErrorMessage(recordingsQuery.error, recordingsQuery.error.message)}
          </p>
        )}
        {recordingsQuery.isSuccess && recordings.length === 0 && (
          <p className="text-muted-foreground">No recordings yet.</p>
        )}
        {recordings.map((recording) => {
          const seek =
            focus?.recordingId === recording.id && focus.time !== null
              ? { time: focus.time, nonce: focus.nonce }
              : null;
          return (
            <RecordingItem
              key={recording.id}
              recording={recording}
              focus={focus}
              audio={recording.hasAudio ? renderAudio?.(recording.id, seek) : undefined}
            />
          );
        })}
      </CardContent>
    </Card>
  );
}
