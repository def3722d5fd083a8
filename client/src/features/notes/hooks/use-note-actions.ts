import { COMPLETE_REDIRECT_MS } from '@common/limits';
import { isDoctor, isProviderRole } from '@common/roles';
import type { CodeSuggestion } from '@common/schemas/note.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { UpdateVisitInput, VisitDto } from '@common/schemas/visit.schema';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateRecording } from '../api/create-recording';
import { useUpdateRecording } from '../api/update-recording';
import type { NoteDraft } from '../utils/note-draft';

export interface NoteValues {
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  codeSuggestions: CodeSuggestion[];
}

export interface NoteSelection {
  patientId: number | null;
  doctorId: number | null;
}

export type UpdateVisitFn = (data: UpdateVisitInput) => Promise<unknown>;

export const PATIENT_REQUIRED_TOAST = {
  title: 'Patient Required',
  description: 'You must select a patient before completing this visit.',
  duration: 6000,
} as const;
export const STATUS_WARNING = 'Warning: Recording saved successfully, but failed to update visit status.';

interface Options {
  visit: Pick<VisitDto, 'id' | 'patientId' | 'status' | 'version'>;
  role: string | null | undefined;
  draft: NoteDraft;
  updateVisit: UpdateVisitFn;
  onSaved?: (recording: RecordingDto) => void;
}

/** Save, send for review and complete: the note editor's workflow (SPEC sections 4 and 5). */
export function useNoteActions({ visit, role, draft, updateVisit, onSaved }: Options) {
  const createRecording = useCreateRecording();
  const updateRecording = useUpdateRecording();
  const [, navigate] = useLocation();
  const stored = useRef(draft.stored);
  // The visit version this editor last saw: a note save moves the visit on, and its answer carries the new one.
  const visitVersion = useRef(visit.version);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // One request at a time: a double click must not send the note twice (state updates arrive too late for that).
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const doctor = isDoctor(role);
  const exclusive =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      try {
        return await run(...args);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    };

  useEffect(() => {
    stored.current = draft.stored;
  }, [draft.stored]);
  useEffect(() => {
    visitVersion.current = visit.version;
  }, [visit.version]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const persist = async (values: NoteValues, selection: NoteSelection): Promise<RecordingDto | null> => {
    if (!isProviderRole(role)) return null;
    const current = stored.current;
    try {
      const recording = current
        ? await updateRecording.mutateAsync({
            id: current.id,
            // Assistants never send A and P: the server keeps the stored values (SPEC section 5).
            data: {
              subjective: values.subjective,
              objective: values.objective,
              ...(doctor ? { assessment: values.assessment, plan: values.plan } : {}),
              codeSuggestions: values.codeSuggestions,
              version: current.version,
            },
          })
        : await createRecording.mutateAsync({
            visitId: visit.id,
            patientId: selection.patientId ?? visit.patientId ?? null,
            recordingType: doctor ? 'doctor_review' : 'initial',
            creatorRole: role,
            assignedDoctorId: doctor ? null : selection.doctorId,
            recordingUrl: draft.metadata.recordingUrl,
            transcription: draft.transcription,
            subjective: values.subjective,
            objective: values.objective,
            assessment: doctor ? values.assessment : '',
            plan: doctor ? values.plan : '',
            codeSuggestions: values.codeSuggestions,
            metadata: draft.metadata,
          });
      stored.current = { id: recording.id, version: recording.version };
      if (recording.visitVersion !== undefined) visitVersion.current = recording.visitVersion;
      onSaved?.(recording);
      return recording;
    } catch (error) {
      // SPEC section 8: an edit of the stored note, a doctor's own (doctor_review) recording, or an assistant's first save.
      const fallback = current
        ? 'Failed to update SOAP note'
        : doctor
          ? 'Failed to save recording'
          : 'Failed to create recording';
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, fallback) });
      return null;
    }
  };

  const save = async (values: NoteValues, selection: NoteSelection): Promise<boolean> => {
    if (!(await persist(values, selection))) return false;
    const patch: Omit<UpdateVisitInput, 'version'> = {};
    if (selection.patientId && selection.patientId !== visit.patientId) patch.patientId = selection.patientId;
    const patientId = selection.patientId ?? visit.patientId;
    if (!doctor && selection.doctorId && patientId) {
      patch.providerId = selection.doctorId;
      patch.status = 'pending_doctor_review';
    }
    if (Object.keys(patch).length > 0) {
      try {
        await updateVisit({ ...patch, version: visitVersion.current });
      } catch {
        toast({ variant: 'destructive', title: 'Warning', description: STATUS_WARNING });
        return true;
      }
    }
    toast({ title: 'Success', description: 'SOAP note saved successfully' });
    return true;
  };

  const sendForReview = async (values: NoteValues, selection: NoteSelection): Promise<void> => {
    const patientId = selection.patientId ?? visit.patientId;
    if (!patientId || !selection.doctorId) return;
    if (!(await persist(values, selection))) return;
    try {
      await updateVisit({
        providerId: selection.doctorId,
        patientId,
        status: 'pending_doctor_review',
        version: visitVersion.current,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to update visit status. Please try again.'),
      });
      return;
    }
    toast({ title: 'Success', description: 'Visit sent for doctor review' });
    navigate('/visits/active');
  };

  const complete = async (values: NoteValues, selection: NoteSelection, finalDiagnosis: string): Promise<void> => {
    const patientId = selection.patientId ?? visit.patientId;
    if (!patientId) {
      toast({ variant: 'destructive', ...PATIENT_REQUIRED_TOAST });
      return;
    }
    if (!(await persist(values, selection))) return;
    try {
      await updateVisit({
        status: 'completed',
        patientId,
        finalDiagnosis: finalDiagnosis.trim(),
        completedAt: new Date().toISOString(),
        version: visitVersion.current,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to complete visit'),
      });
      return;
    }
    toast({ title: 'Success', description: 'Visit completed successfully' });
    timer.current = setTimeout(() => navigate('/visits/completed'), COMPLETE_REDIRECT_MS);
  };

  return {
    save: exclusive(save),
    sendForReview: exclusive(sendForReview),
    complete: exclusive(complete),
    pending: busy || createRecording.isPending || updateRecording.isPending,
  };
}
