import { isDoctor } from '@common/roles';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useState } from 'react';
import { getErrorMessage } from '../../lib/api-error';
import { PageMessage } from '../../components/feedback/page-message';
import { CodeSearch } from '../../features/codes/components/code-search';
import { LiveRecorder } from '../../features/live-capture/components/live-recorder';
import { RecordingRecoveryPanel } from '../../features/live-capture/components/recording-recovery-panel';
import { PageTitle } from '../../components/layout/page-title';
import { SoapNoteEditor } from '../../features/notes/components/soap-note-editor';
import { draftFromTranscription, type NoteDraft } from '../../features/notes/utils/note-draft';
import { usePatients } from '../../features/patients/api/get-patients';
import { RecordVisitCard } from '../../features/recordings/components/record-visit-card';
import { usePatientActiveVisit } from '../../features/visits/api/get-patient-active-visit';
import { useUpdateVisit } from '../../features/visits/api/update-visit';

interface NewVisitContentProps {
  patientId: number;
  role: string | null;
}

/** Record Visit card, then the 'Generated SOAP Note' editor once the audio is processed. */
export function NewVisitContent({ patientId, role }: NewVisitContentProps) {
  const doctor = isDoctor(role);
  const visitQuery = usePatientActiveVisit(patientId);
  const patientsQuery = usePatients({ enabled: doctor || patientId === 0 });
  const updateVisit = useUpdateVisit();
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const backHref = patientId > 0 ? `/patients/${patientId}` : '/';
  const backLabel = patientId > 0 ? 'Back to Patient' : 'Back to Home';

  if (visitQuery.isPending) return <PageMessage>Loading visit...</PageMessage>;
  if (visitQuery.isError) {
    return (
      <PageMessage tone="error">
        Error loading visit. Please try again.
        <span className="mt-1 block text-sm">{getErrorMessage(visitQuery.error, 'Failed to get/create visit')}</span>
      </PageMessage>
    );
  }
  const visit = visitQuery.data;
  const recordingType = doctor ? 'doctor_review' : 'initial';
  const showDraft = (result: TranscriptionResponse) => setDraft(draftFromTranscription(result));

  return (
    <div className="space-y-6">
      <PageTitle
        title={
          <>
            New Visit
            {visit.patientName && (
              <span className="block text-lg font-normal text-muted-foreground">{visit.patientName}</span>
            )}
          </>
        }
        backHref={backHref}
        backLabel={backLabel}
      />
      <RecordingRecoveryPanel visitId={visit.id} recordingType={recordingType} onTranscribed={showDraft} />
      <RecordVisitCard
        visitId={visit.id}
        patientName={visit.patientName}
        recordingType={recordingType}
        onTranscribed={showDraft}
        renderMicrophone={(slot) => (
          <LiveRecorder visitId={visit.id} recordingType={recordingType} onTranscribed={showDraft} {...slot} />
        )}
      />
      {draft && (
        <SoapNoteEditor
          key={draft.metadata.audioId ?? 'draft'}
          title="Generated SOAP Note"
          visit={visit}
          role={role}
          draft={draft}
          patients={patientsQuery.data ?? []}
          updateVisit={(data) => updateVisit.mutateAsync({ id: visit.id, data })}
          renderCodeSearch={(onAdd) => <CodeSearch onAdd={onAdd} />}
        />
      )}
    </div>
  );
}
