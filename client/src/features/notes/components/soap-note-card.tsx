import { isDoctor } from '@common/roles';
import type { CodeSuggestion } from '@common/schemas/note.schema';
import type { PatientDto } from '@common/schemas/patient.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { canTakeVisitAction } from '@common/visit-actions';
import { FileText, Pencil, Printer } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-error';
import { currentNote, useVisitRecordings } from '../api/get-visit-recordings';
import type { UpdateVisitFn } from '../hooks/use-note-actions';
import { draftFromDoctorAssessment, draftFromRecording } from '../utils/note-draft';
import { noteAsPlainText } from '../utils/note-text';
import { evidenceTarget, findQuoteSource, sourceEvidence, type EvidenceTarget } from '../utils/sourced-evidence';
import { AddendumForm } from './addendum-form';
import { CodeSuggestions } from './code-suggestions';
import { NoteHistory } from './note-history';
import { SoapNoteEditor } from './soap-note-editor';
import { SoapNoteView } from './soap-note-view';

interface SoapNoteCardProps {
  visit: VisitDto;
  role: string | null | undefined;
  patients: PatientDto[];
  updateVisit: UpdateVisitFn;
  /** The doctor's freshly transcribed assessment; it opens the editor as a new doctor_review note. */
  assessment: TranscriptionResponse | null;
  onAssessmentSaved: () => void;
  /** A supporting quote was clicked: the page shows it in the transcript and the audio. */
  onEvidence?: (target: EvidenceTarget) => void;
  renderCodeSearch?: (onAdd: (code: CodeSuggestion) => void) => ReactNode;
}

/** Visit details 'SOAP Note': read-only, with an Edit Note / Cancel toggle while the visit is open. */
export function SoapNoteCard({
  visit,
  role,
  patients,
  updateVisit,
  assessment,
  onAssessmentSaved,
  onEvidence,
  renderCodeSearch,
}: SoapNoteCardProps) {
  const noteQuery = useVisitRecordings(visit.id);
  const recordings = useMemo(() => noteQuery.data ?? [], [noteQuery.data]);
  const note = currentNote(recordings);
  const canEdit = canTakeVisitAction(role, visit.status, 'save');
  const completed = visit.status === 'completed';
  // Review mode: a doctor opening a visit awaiting review starts in the editor.
  const [editing, setEditing] = useState(canEdit && isDoctor(role) && visit.status === 'pending_doctor_review');
  const draft = useMemo(() => {
    if (assessment) return draftFromDoctorAssessment(assessment, note);
    return note ? draftFromRecording(note) : null;
  }, [assessment, note]);

  const shown = useMemo(() => note ?? visit.soapNote ?? {}, [note, visit.soapNote]);
  const evidence = useMemo(() => sourceEvidence(shown, recordings), [shown, recordings]);
  const codes = note ? draftFromRecording(note).codeSuggestions : [];

  if (canEdit && draft && (editing || assessment)) {
    return (
      <SoapNoteEditor
        key={`${draft.stored?.id ?? 'new'}-${draft.stored?.version ?? 0}-${assessment?.audioId ?? ''}`}
        visit={visit}
        role={role}
        draft={draft}
        patients={patients}
        updateVisit={updateVisit}
        renderCodeSearch={renderCodeSearch}
        title={assessment ? 'SOAP Note (with Doctor Assessment)' : 'SOAP Note'}
        onCancel={() => {
          setEditing(false);
          if (assessment) onAssessmentSaved();
        }}
        onSaved={() => {
          setEditing(false);
          if (assessment) onAssessmentSaved();
        }}
      />
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <FileText className="h-5 w-5" aria-hidden="true" />
          SOAP Note
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={noteAsPlainText(shown, codes)} label="Copy Note" />
          {completed && (
            <Button asChild variant="outline" size="sm">
              <Link href={`/visits/${visit.id}/print`}>
                <Printer aria-hidden="true" />
                Print View
              </Link>
            </Button>
          )}
          {canEdit && note && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit Note
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {noteQuery.isPending && <p className="text-muted-foreground">Loading note...</p>}
        {noteQuery.isError && (
          <p role="alert" className="text-destructive">
            {getErrorMessage(noteQuery.error, noteQuery.error.message)}
          </p>
        )}
        {!noteQuery.isPending && (
          <SoapNoteView
            note={shown}
            evidence={evidence}
            onEvidence={
              onEvidence &&
              ((recordingId, span) =>
                onEvidence(
                  evidenceTarget(
                    recordings.find((item) => item.id === recordingId),
                    recordingId,
                    span,
                  ),
                ))
            }
          />
        )}
        {isDoctor(role) && note && note.codeSuggestions && note.codeSuggestions.length > 0 && (
          <section aria-labelledby="view-codes-heading" className="space-y-3">
            <h3 id="view-codes-heading" className="text-base font-semibold">
              Code Suggestions
            </h3>
            <CodeSuggestions
              codes={codes}
              quoteAction={(span) => {
                const source = findQuoteSource(recordings, span);
                return source && onEvidence ? () => onEvidence(evidenceTarget(source, source.id, span)) : undefined;
              }}
            />
          </section>
        )}
        {canTakeVisitAction(role, visit.status, 'addendum') && <AddendumForm visitId={visit.id} role={role} />}
        <NoteHistory visitId={visit.id} />
      </CardContent>
    </Card>
  );
}
