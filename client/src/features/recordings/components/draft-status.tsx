import type { RecordingDto } from '@common/schemas/recording.schema';
import { useDraftRetry } from '../hooks/use-draft-retry';
import { DraftFailure } from './draft-failure';
import { DraftProcessing } from './draft-processing';

interface DraftStatusProps {
  recording: Pick<RecordingDto, 'id' | 'status'>;
}

/** Where no recorder is shown: a stored draft still processing, or failed with a Retry from the kept audio. */
export function DraftStatus({ recording }: DraftStatusProps) {
  const { retry, retrying } = useDraftRetry();
  if (recording.status === 'processing' || retrying) return <DraftProcessing />;
  if (recording.status !== 'failed') return null;
  return <DraftFailure onRetry={() => retry(recording.id)} />;
}
