import type { RecordingDto, RecordingType } from '@common/schemas/recording.schema';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../../lib/format-date';
import type { EvidenceTarget } from '../utils/sourced-evidence';
import { TranscriptView } from './transcript-view';

export const RECORDING_TYPE_LABELS: Record<RecordingType, string> = {
  initial: "Assistant's intake",
  followup: 'Follow-up',
  doctor_review: "Doctor's dictation",
  addendum: 'Addendum',
};

const ROLE_LABELS: Record<string, string> = {
  doctor: 'Doctor',
  medical_assistant: 'Medical Assistant',
  nurse_practitioner: 'Nurse Practitioner',
};

interface RecordingItemProps {
  recording: RecordingDto;
  focus: (EvidenceTarget & { nonce: number }) | null;
  audio?: ReactNode;
}

/** One recording of the visit: what kind, who and when, its audio and its transcript (an addendum: its text). */
export function RecordingItem({ recording, focus, audio }: RecordingItemProps) {
  const label = RECORDING_TYPE_LABELS[recording.recordingType] ?? recording.recordingType;
  const addendum = recording.recordingType === 'addendum';
  return (
    <article className="space-y-3 rounded-md border p-3" aria-label={label} data-testid="recording-item">
      <header className="flex flex-wrap items-center gap-2">
        <Badge variant={addendum ? 'warning' : 'info'}>{label}</Badge>
        <span className="text-sm">
          {recording.createdByName ?? 'Unknown'} ({ROLE_LABELS[recording.creatorRole] ?? recording.creatorRole})
        </span>
        <span className="text-sm text-muted-foreground">
          {formatDate(recording.createdAt, DATE_TIME_LONG_FORMAT, 'Date unavailable')}
        </span>
      </header>
      {addendum ? (
        <p className="whitespace-pre-wrap break-words text-sm">{recording.transcription}</p>
      ) : (
        <>
          {audio}
          <TranscriptView recording={recording} focus={focus} />
        </>
      )}
    </article>
  );
}
