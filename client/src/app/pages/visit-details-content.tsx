import { OUTSIDE_CARE_TEAM } from '@common/access';
import { isDoctor } from '@common/roles';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useState } from 'react';
import { RecordingsList, type FocusedEvidence } from '../../features/notes/components/recordings-list';
import { PageMessage } from '../../components/feedback/page-message';
import { CodeSearch } from '../../features/codes/components/code-search';
import { LiveRecorder } from '../../features/live-capture/components/live-recorder';
import { RecordingRecoveryPanel } from '../../features/live-capture/components/recording-recovery-panel';
import { SoapNoteCard } from '../../features/notes/components/soap-note-card';
import { useVisitNote } from '../../features/notes/api/get-visit-recordings';
import { normalizeCodes } from '../../features/notes/utils/note-draft';
import { usePatients } from '../../features/patients/api/get-patients';
import { useMyVisitDraft } from '../../features/notes/api/get-visit-recordings';
import { DoctorAssessmentCard } from '../../features/recordings/components/doctor-assessment-card';
import { DraftStatus } from '../../features/recordings/components/draft-status';
import { RecordingPlayback } from '../../features/recordings/components/recording-playback';
import { useVisit } from '../../features/visits/api/get-visit';
import { useOpenVisitWithReason } from '../../features/visits/api/open-visit-with-reason';
import { AccessReasonForm } from '../../features/patients/components/access-reason-form';
import { useUpdateVisit } from '../../features/visits/api/update-visit';
import { AssignPatientCard } from '../../features/visits/components/assign-patient-card';
import { FinalDiagnosisCard } from '../../features/visits/components/final-diagnosis-card';
import { VisitOverview } from '../../features/visits/components/visit-overview';
import { getErrorMessage } from '../../lib/api-error';

interface VisitDetailsContentProps {
  id: number;
  role: string | null;
  userId: number;
}

/** Visit details: overview (visits), doctor assessment recorder (recordings), SOAP note (notes), final diagnosis. */
export function VisitDetailsContent({ id, role, userId }: VisitDetailsContentProps) {
  const visitQuery = useVisit(id);
  const doctor = isDoctor(role);
  const open = visitQuery.data !== undefined && visitQuery.data.status !== 'completed';
  const patientsQuery = usePatients({ enabled: open && (doctor || !visitQuery.data?.patientId) });
  const updateVisit = useUpdateVisit();
  const [assessment, setAssessment] = useState<TranscriptionResponse | null>(null);
  const [focus, setFocus] = useState<FocusedEvidence | null>(null);
  const noteQuery = useVisitNote(id);
  // The caller's own recording still processing or failed (e.g. after a reload mid-dictation): progress or Retry.
  const mine = useMyVisitDraft(id, userId).data;
  const openWithReason = useOpenVisitWithReason(id);

  if (visitQuery.isPending) return <PageMessage>Loading visit...</PageMessage>;
  if (visitQuery.isError && getErrorMessage(visitQuery.error, '') === OUTSIDE_CARE_TEAM)
    return <AccessReasonForm message={OUTSIDE_CARE_TEAM} onSubmit={(reason) => openWithReason.mutate(reason)} />;
  if (visitQuery.isError)
    return (
      <PageMessage tone="error">
        {getErrorMessage(visitQuery.error, 'Error loading visit. Please try again.')}
      </PageMessage>
    );
  const visit = visitQuery.data;
  // One 'Recording' card: the doctor's recorder once a patient is assigned, else only what is left to resume.
  const recorder = doctor && open && Boolean(visit.patientId);
  const draft = open && !assessment && mine && mine.status !== 'done' ? mine : null;

  return (
    <div className="space-y-6">
      <VisitOverview visit={visit} role={role} codes={normalizeCodes(noteQuery.data?.codeSuggestions)} />
      {open && !visit.patientId && (
        <AssignPatientCard visitId={visit.id} version={visit.version} patients={patientsQuery.data ?? []} />
      )}
      {recorder && (
        <DoctorAssessmentCard
          visitId={visit.id}
          onTranscribed={setAssessment}
          renderMicrophone={(slot) => (
            <LiveRecorder visitId={visit.id} recordingType="doctor_review" onTranscribed={setAssessment} {...slot} />
          )}
          draft={draft}
        />
      )}
      {open && !recorder && (
        <RecordingRecoveryPanel
          visitId={visit.id}
          recordingType={doctor ? 'doctor_review' : 'initial'}
          onTranscribed={doctor ? setAssessment : undefined}
        >
          {draft && <DraftStatus recording={draft} />}
        </RecordingRecoveryPanel>
      )}
      <SoapNoteCard
        visit={visit}
        role={role}
        patients={patientsQuery.data ?? []}
        updateVisit={(data) => updateVisit.mutateAsync({ id: visit.id, data })}
        assessment={assessment}
        onAssessmentSaved={() => setAssessment(null)}
        onEvidence={(target) => setFocus({ ...target, nonce: Date.now() })}
        renderCodeSearch={(onAdd) => <CodeSearch onAdd={onAdd} />}
      />
      <RecordingsList
        visitId={visit.id}
        focus={focus}
        renderAudio={(recordingId, seek) => <RecordingPlayback recordingId={recordingId} seek={seek} />}
      />
      {visit.status === 'completed' && (
        <FinalDiagnosisCard finalDiagnosis={visit.finalDiagnosis} completedAt={visit.completedAt} />
      )}
    </div>
  );
}
