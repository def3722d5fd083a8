import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { Stethoscope } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AudioRecorder, type RenderMicrophone } from './audio-recorder';

interface DoctorAssessmentCardProps {
  visitId: number;
  onTranscribed: (result: TranscriptionResponse) => void;
  renderMicrophone: RenderMicrophone;
}

/** Visit details, doctor only and only with a patient assigned: record the doctor's own assessment. */
export function DoctorAssessmentCard({ visitId, onTranscribed, renderMicrophone }: DoctorAssessmentCardProps) {
  return (
    <Card className="border-amber-200">
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
        />
      </CardContent>
    </Card>
  );
}
