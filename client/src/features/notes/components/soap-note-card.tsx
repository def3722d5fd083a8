import { isDoctor } from '@common/roles';
import type { CodeSuggestion } from '@common/schemas/note.schema';
import type { PatientDto } from '@common/schemas/patient.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { FileText, Pencil } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-error';
import { useVisitNote } from '../api/get-visit-recordings';
import type { UpdateVisitFn } from '../hooks/use-note-actions';
import { draftFromDoctorAssessment, draftFromRecording } from '../utils/note-draft';
import { CodeSuggestions } from './code-suggestions';
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
  /** Audio player for a stored recording, supplied by the page. */
  renderAudio?: (recordingId: number) => ReactNode;
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
  renderAudio,
  renderCodeSearch,
}: SoapNoteCardProps) {
  const noteQuery = useVisitNote(visit.id);
  const note = noteQuery.data ?? null;
  const completed = visit.status === 'completed';
  // Review mode: a doctor opening a visit awaiting review starts in the editor.
  const [editing, setEditing] = useState(isDoctor(role) && visit.status === 'pending_doctor_review');
  const draft = useMemo(() => {
    if (assessment) return draftFromDoctorAssessment(assessment, note);
    return note ? draftFromRecording(note) : null;
  }, [assessment, note]);

  if (!completed && draft && (editing || assessment)) {
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
      <CardHeader className="flex flex-row items-center justify-between space-y-0">
        <CardTitle className="flex items-center gap-2">
          <FileText className="h-5 w-5" aria-hidden="true" />
          SOAP Note
        </CardTitle>
        {!completed && note && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Note
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        {noteQuery.isPending && <p className="text-muted-foreground">Loading note...</p>}
        {noteQuery.isError && (
          <p role="alert" className="text-destructive">
            {getErrorMessage(noteQuery.error, noteQuery.error.message)}
          </p>
        )}
        {!noteQuery.isPending && <SoapNoteView note={note ?? visit.soapNote ?? {}} evidence={note?.evidence ?? []} />}
        {isDoctor(role) && note && note.codeSuggestions && note.codeSuggestions.length > 0 && (
          <section aria-labelledby="view-codes-heading" className="space-y-3">
            <h3 id="view-codes-heading" className="text-base font-semibold">
              Code Suggestions
            </h3>
            <CodeSuggestions codes={draftFromRecording(note).codeSuggestions} />
          </section>
        )}
        {note?.hasAudio && renderAudio?.(note.id)}
      </CardContent>
    </Card>
  );
}
