import { isDoctor } from '@common/roles';
import type { PatientDto } from '@common/schemas/patient.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import { updateRecordingSchema } from '@common/schemas/recording.schema';
import { SOAP_SECTIONS, type CodeSuggestion } from '@common/schemas/note.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { allowedVisitActions } from '@common/visit-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CompleteVisitDialog } from '../../../components/dialogs/complete-visit-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useDoctors } from '../api/get-doctors';
import { PATIENT_REQUIRED_TOAST, useNoteActions, type NoteValues, type UpdateVisitFn } from '../hooks/use-note-actions';
import type { NoteDraft } from '../utils/note-draft';
import { CodeSuggestions } from './code-suggestions';
import { DoctorSelect } from './doctor-select';
import { NoteEditorActions } from './note-editor-actions';
import { NoteWarnings } from './note-warnings';
import { PatientSelect } from './patient-select';
import { SoapSectionField } from './soap-section-field';

const noteFormSchema = updateRecordingSchema.pick({ subjective: true, objective: true, assessment: true, plan: true });
type NoteFormValues = {
  subjective?: string | null;
  objective?: string | null;
  assessment?: string | null;
  plan?: string | null;
};

interface SoapNoteEditorProps {
  visit: Pick<VisitDto, 'id' | 'patientId' | 'providerId' | 'status' | 'version'>;
  role: string | null | undefined;
  draft: NoteDraft;
  /** Patients for the selector (doctors always; others only while the visit has no patient). */
  patients: PatientDto[];
  updateVisit: UpdateVisitFn;
  title?: string;
  onCancel?: () => void;
  onSaved?: (recording: RecordingDto) => void;
  /** Doctor's code lookup, supplied by the page; it calls back with the code to add. */
  renderCodeSearch?: (onAdd: (code: CodeSuggestion) => void) => ReactNode;
}

export function SoapNoteEditor({
  visit,
  role,
  draft,
  patients,
  updateVisit,
  title = 'SOAP Note',
  onCancel,
  onSaved,
  renderCodeSearch,
}: SoapNoteEditorProps) {
  const doctor = isDoctor(role);
  // The shared rule table decides which fields are editable and which actions are offered.
  const allowed = allowedVisitActions(role, visit.status);
  const [completeOpen, setCompleteOpen] = useState(false);
  const toComplete = useRef<NoteValues | null>(null);
  const [patientId, setPatientId] = useState<number | null>(visit.patientId);
  const [doctorId, setDoctorId] = useState<number | null>(null);
  const [codes, setCodes] = useState<CodeSuggestion[]>(draft.codeSuggestions);
  const sameCode = (a: CodeSuggestion, b: CodeSuggestion) => a.type === b.type && a.code === b.code;
  const addCode = (code: CodeSuggestion) =>
    setCodes((current) => (current.some((item) => sameCode(item, code)) ? current : [...current, code]));
  const removeCode = (code: CodeSuggestion) => setCodes((current) => current.filter((item) => !sameCode(item, code)));
  const doctorsQuery = useDoctors({ enabled: !doctor });
  const actions = useNoteActions({ visit, role, draft, updateVisit, onSaved });
  const form = useForm<NoteFormValues>({
    resolver: zodResolver(noteFormSchema),
    // A new note by a non-doctor starts with blank A and P: the server blanks them on creation anyway.
    defaultValues: {
      subjective: draft.subjective,
      objective: draft.objective,
      assessment: doctor || draft.stored ? draft.assessment : '',
      plan: doctor || draft.stored ? draft.plan : '',
    },
  });
  const { errors } = form.formState;
  const selection = { patientId, doctorId };
  const toValues = (values: NoteFormValues): NoteValues => ({
    subjective: values.subjective ?? '',
    objective: values.objective ?? '',
    assessment: values.assessment ?? '',
    plan: values.plan ?? '',
    codeSuggestions: codes,
  });
  const showPatientSelect = doctor || !visit.patientId;
  const openCompletion = (values: NoteFormValues) => {
    if (!(patientId ?? visit.patientId)) {
      toast({ variant: 'destructive', ...PATIENT_REQUIRED_TOAST });
      return;
    }
    toComplete.current = toValues(values);
    setCompleteOpen(true);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {doctor
            ? 'Review every section, then save the note or complete the visit.'
            : 'Document the Subjective and Objective sections; the doctor completes Assessment and Plan.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-6"
          onSubmit={(event) => void form.handleSubmit((values) => actions.save(toValues(values), selection))(event)}
        >
          <NoteWarnings warnings={draft.warnings} />
          {(showPatientSelect || !doctor) && (
            <div className="grid gap-4 md:grid-cols-2">
              {showPatientSelect && <PatientSelect patients={patients} value={patientId} onChange={setPatientId} />}
              {!doctor && (
                <DoctorSelect
                  doctors={doctorsQuery.data ?? []}
                  value={doctorId}
                  onChange={setDoctorId}
                  loading={doctorsQuery.isPending}
                />
              )}
            </div>
          )}
          {SOAP_SECTIONS.map((section) => (
            <SoapSectionField
              key={section}
              section={section}
              registration={form.register(section)}
              doctorOnly={!allowed.has('edit_assessment_plan') && (section === 'assessment' || section === 'plan')}
              error={errors[section]?.message}
              evidence={draft.evidence}
            />
          ))}
          {doctor && (
            <section aria-labelledby="codes-heading" className="space-y-3">
              <h3 id="codes-heading" className="text-base font-semibold">
                Billing and Diagnostic Codes
              </h3>
              <CodeSuggestions codes={codes} onRemove={removeCode} />
              {renderCodeSearch?.(addCode)}
            </section>
          )}
          {draft.transcription && (
            <details className="rounded-md border px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium">Transcript</summary>
              <p className="mt-2 whitespace-pre-wrap text-muted-foreground">{draft.transcription}</p>
            </details>
          )}
          <NoteEditorActions
            allowed={allowed}
            pending={actions.pending}
            hasPatient={Boolean(patientId ?? visit.patientId)}
            hasDoctor={doctorId !== null}
            onSendForReview={() =>
              void form.handleSubmit((values) => actions.sendForReview(toValues(values), selection))()
            }
            onComplete={() => void form.handleSubmit(openCompletion)()}
            onCancel={onCancel}
          />
        </form>
        {allowed.has('complete') && (
          <CompleteVisitDialog
            open={completeOpen}
            onOpenChange={setCompleteOpen}
            pending={actions.pending}
            codes={codes}
            onConfirm={async (finalDiagnosis) => {
              if (!toComplete.current) return;
              await actions.complete(toComplete.current, selection, finalDiagnosis);
              setCompleteOpen(false);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
