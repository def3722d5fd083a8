import type { RecordingDto, RecordingType } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { User } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AudioRecorder, type RenderMicrophone } from './audio-recorder';

interface RecordVisitCardProps {
  visitId: number;
  patientName: string | null;
  recordingType: RecordingType;
  onTranscribed: (result: TranscriptionResponse) => void;
  renderMicrophone: RenderMicrophone;
  /** The caller's stored draft still processing or failed (after a reload or Back). */
  draft?: Pick<RecordingDto, 'id' | 'status'> | null;
}

/** New visit: the one recording card, 'Record Visit' with the patient badge, the recorder and the draft's state. */
export function RecordVisitCard({
  visitId,
  patientName,
  recordingType,
  onTranscribed,
  renderMicrophone,
  draft,
}: RecordVisitCardProps) {
  return (
    <Card data-testid="recording-area">
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Record Visit</CardTitle>
          <CardDescription>
            Record the conversation or upload an audio file; a SOAP note is drafted from it.
          </CardDescription>
        </div>
        <Badge variant={patientName ? 'info' : 'secondary'} className="gap-1">
          <User className="h-3 w-3" aria-hidden="true" />
          {patientName ?? 'No patient selected'}
        </Badge>
      </CardHeader>
      <CardContent>
        <AudioRecorder
          visitId={visitId}
          recordingType={recordingType}
          onTranscribed={onTranscribed}
          renderMicrophone={renderMicrophone}
          draft={draft}
        />
      </CardContent>
    </Card>
  );
}
