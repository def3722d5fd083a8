import { isDoctor } from '@common/roles';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useState } from 'react';
import { PageMessage } from '../../components/feedback/page-message';
import { CodeSearch } from '../../features/codes/components/code-search';
import { LiveRecorder } from '../../features/live-capture/components/live-recorder';
import { RecordingRecoveryPanel } from '../../features/live-capture/components/recording-recovery-panel';
import { SoapNoteCard } from '../../features/notes/components/soap-note-card';
import { usePatients } from '../../features/patients/api/get-patients';
import { DoctorAssessmentCard } from '../../features/recordings/components/doctor-assessment-card';
import { RecordingPlayback } from '../../features/recordings/components/recording-playback';
import { useVisit } from '../../features/visits/api/get-visit';
import { useUpdateVisit } from '../../features/visits/api/update-visit';
import { AssignPatientCard } from '../../features/visits/components/assign-patient-card';
import { FinalDiagnosisCard } from '../../features/visits/components/final-diagnosis-card';
import { VisitOverview } from '../../features/visits/components/visit-overview';
import { getErrorMessage } from '../../lib/api-error';

interface VisitDetailsContentProps {
  id: number;
  role: string | null;
}

/** Visit details: overview (visits), doctor assessment recorder (recordings), SOAP note (notes), final diagnosis. */
export function VisitDetailsContent({ id, role }: VisitDetailsContentProps) {
  const visitQuery = useVisit(id);
  const doctor = isDoctor(role);
  const open = visitQuery.data !== undefined && visitQuery.data.status !== 'completed';
  const patientsQuery = usePatients({ enabled: open && (doctor || !visitQuery.data?.patientId) });
  const updateVisit = useUpdateVisit();
  const [assessment, setAssessment] = useState<TranscriptionResponse | null>(null);

  if (visitQuery.isPending) return <PageMessage>Loading visit...</PageMessage>;
  if (visitQuery.isError)
    return (
      <PageMessage tone="error">
        {getErrorMessage(visitQuery.error, 'Error loading visit. Please try again.')}
      </PageMessage>
    );
  const visit = visitQuery.data;

  return (
    <div className="space-y-6">
      <VisitOverview visit={visit} role={role} />
      {open && !visit.patientId && <AssignPatientCard visitId={visit.id} patients={patientsQuery.data ?? []} />}
      {open && (
        <RecordingRecoveryPanel
          visitId={visit.id}
          recordingType={doctor ? 'doctor_review' : 'initial'}
          onTranscribed={doctor ? setAssessment : undefined}
        />
      )}
      {doctor && open && visit.patientId && (
        <DoctorAssessmentCard
          visitId={visit.id}
          onTranscribed={setAssessment}
          renderMicrophone={(slot) => (
            <LiveRecorder visitId={visit.id} recordingType="doctor_review" onTranscribed={setAssessment} {...slot} />
          )}
        />
      )}
      <SoapNoteCard
        visit={visit}
        role={role}
        patients={patientsQuery.data ?? []}
        updateVisit={(data) => updateVisit.mutateAsync({ id: visit.id, data })}
        assessment={assessment}
        onAssessmentSaved={() => setAssessment(null)}
        renderAudio={(recordingId) => <RecordingPlayback recordingId={recordingId} />}
        renderCodeSearch={(onAdd) => <CodeSearch onAdd={onAdd} />}
      />
      {visit.status === 'completed' && (
        <FinalDiagnosisCard finalDiagnosis={visit.finalDiagnosis} completedAt={visit.completedAt} />
      )}
    </div>
  );
}
