import { isDoctor } from '@common/roles';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { getErrorMessage } from '../../lib/api-error';
import { PageMessage } from '../../components/feedback/page-message';
import { CodeSearch } from '../../features/codes/components/code-search';
import { LiveRecorder } from '../../features/live-capture/components/live-recorder';
import { PageTitle } from '../../components/layout/page-title';
import { SoapNoteEditor } from '../../features/notes/components/soap-note-editor';
import { useMyVisitDraft } from '../../features/notes/api/get-visit-recordings';
import { draftFromRecording, draftFromTranscription, type NoteDraft } from '../../features/notes/utils/note-draft';
import { usePatients } from '../../features/patients/api/get-patients';
import { RecordVisitCard } from '../../features/recordings/components/record-visit-card';
import { usePatientActiveVisit } from '../../features/visits/api/get-patient-active-visit';
import { useVisit, visitQueryOptions } from '../../features/visits/api/get-visit';
import { useUpdateVisit } from '../../features/visits/api/update-visit';

interface NewVisitContentProps {
  patientId: number;
  /** Set after the visit was first opened (and on reload): that visit, instead of getting or creating one. */
  visitId: number;
  role: string | null;
  userId: number;
}

/**
 * Record Visit card (recorder, unfinished recordings, the stored draft's state), then the 'Generated SOAP Note' editor once the audio is processed. The recording lives on the
 * server from the upload on, so after a reload or Back the page reopens it: still processing, failed (Retry) or done.
 */
export function NewVisitContent({ patientId, visitId, role, userId }: NewVisitContentProps) {
  const doctor = isDoctor(role);
  const openedQuery = usePatientActiveVisit(patientId, { enabled: visitId === 0 });
  const knownQuery = useVisit(visitId);
  const visitQuery = visitId > 0 ? knownQuery : openedQuery;
  const [, navigate] = useLocation();
  const openedId = visitId === 0 ? openedQuery.data?.id : undefined;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (openedId === undefined) return;
    // The visit just opened is the one the URL will name: no second load, no flash of 'Loading visit...'.
    queryClient.setQueryData(visitQueryOptions(openedId).queryKey, openedQuery.data);
    const patient = patientId > 0 ? `patientId=${patientId}&` : '';
    navigate(`/visit/new?${patient}visitId=${openedId}`, { replace: true });
  }, [openedId, openedQuery.data, patientId, navigate, queryClient]);
  const patientsQuery = usePatients({ enabled: doctor || patientId === 0 });
  const updateVisit = useUpdateVisit();
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const storedQuery = useMyVisitDraft(visitQuery.data?.id ?? 0, userId);
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
  const stored = storedQuery.data ?? null;
  const shown = draft ?? (stored?.status === 'done' ? draftFromRecording(stored) : null);
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
      <RecordVisitCard
        visitId={visit.id}
        patientName={visit.patientName}
        recordingType={recordingType}
        onTranscribed={showDraft}
        renderMicrophone={(slot) => (
          <LiveRecorder visitId={visit.id} recordingType={recordingType} onTranscribed={showDraft} {...slot} />
        )}
        draft={draft ? null : stored}
      />
      {shown && (
        <SoapNoteEditor
          key={shown.metadata.audioId ?? shown.stored?.id ?? 'draft'}
          title="Generated SOAP Note"
          visit={visit}
          role={role}
          draft={shown}
          patients={patientsQuery.data ?? []}
          updateVisit={(data) => updateVisit.mutateAsync({ id: visit.id, data })}
          renderCodeSearch={(onAdd) => <CodeSearch onAdd={onAdd} />}
        />
      )}
    </div>
  );
}
