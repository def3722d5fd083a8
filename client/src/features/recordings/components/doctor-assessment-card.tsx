import type { RecordingDto } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { Stethoscope } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AudioRecorder, type RenderMicrophone } from './audio-recorder';

interface DoctorAssessmentCardProps {
  visitId: number;
  onTranscribed: (result: TranscriptionResponse) => void;
  renderMicrophone: RenderMicrophone;
  /** The doctor's stored dictation still processing or failed (after a reload or Back). */
  draft?: Pick<RecordingDto, 'id' | 'status'> | null;
}

/**
 * Visit details, doctor only and only with a patient assigned: the one recording card, for the doctor's own
 * assessment, with any unfinished recording and the stored dictation's state.
 */
export function DoctorAssessmentCard({ visitId, onTranscribed, renderMicrophone, draft }: DoctorAssessmentCardProps) {
  return (
    <Card className="border-amber-200" data-testid="recording-area">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Stethoscope className="h-5 w-5 text-amber-700" aria-hidden="true" />
          Record Doctor Assessment
        </CardTitle>
        <CardDescription>
          Dictate or upload your assessment and plan. Progress is shown while the audio is transcribed; the result opens
          in the note editor for your review before anything is saved.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AudioRecorder
          visitId={visitId}
          recordingType="doctor_review"
          onTranscribed={onTranscribed}
          renderMicrophone={renderMicrophone}
          draft={draft}
        />
      </CardContent>
    </Card>
  );
}
