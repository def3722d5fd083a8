import type { CodeSuggestion, NoteStatement, NoteWarning, SoapSection } from '@common/schemas/note.schema';
import { codeSuggestionsFieldSchema } from '@common/schemas/note.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';

/** What the editor works on: a transcription without a visit (saved with POST) or a stored recording (PATCH). */
export interface NoteDraft {
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  transcription: string;
  codeSuggestions: CodeSuggestion[];
  evidence: NoteStatement[];
  metadata: { duration: number; recordingUrl: string | null; audioId: string | null };
  /** Set when the draft is a stored recording. */
  stored: { id: number; version: number } | null;
  /** What the note engine warned about a fresh draft (empty, not English, two patients…). */
  warnings?: NoteWarning[];
}

export function draftFromTranscription(result: TranscriptionResponse): NoteDraft {
  return {
    subjective: result.subjective ?? '',
    objective: result.objective ?? '',
    assessment: result.assessment ?? '',
    plan: result.plan ?? '',
    transcription: result.transcription ?? '',
    codeSuggestions: normalizeCodes(result.codeSuggestions),
    evidence: result.evidence ?? [],
    metadata: { duration: result.duration ?? 0, recordingUrl: null, audioId: result.audioId ?? null },
    // With a visit, the server created the recording with the audio: saving updates it (PATCH) instead of a copy.
    stored:
      result.recordingId != null && result.recordingVersion != null
        ? { id: result.recordingId, version: result.recordingVersion }
        : null,
    warnings: result.warnings ?? [],
  };
}

export function draftFromRecording(recording: RecordingDto): NoteDraft {
  return {
    subjective: recording.subjective ?? '',
    objective: recording.objective ?? '',
    assessment: recording.assessment ?? '',
    plan: recording.plan ?? '',
    transcription: recording.transcription ?? '',
    codeSuggestions: normalizeCodes(recording.codeSuggestions),
    evidence: recording.evidence ?? [],
    metadata: {
      duration: recording.metadata?.duration ?? 0,
      recordingUrl: recording.metadata?.recordingUrl ?? recording.recordingUrl ?? null,
      audioId: recording.metadata?.audioId ?? null,
    },
    stored: { id: recording.id, version: recording.version },
  };
}

/**
 * The doctor's own recording on a visit an assistant documented: S and O stay as documented unless empty;
 * A, P, codes and evidence come from the doctor's audio. It is saved as a new doctor_review recording.
 */
export function draftFromDoctorAssessment(result: TranscriptionResponse, existing: RecordingDto | null): NoteDraft {
  const fresh = draftFromTranscription(result);
  if (!existing) return fresh;
  const keep = (section: SoapSection) => (existing[section] ?? '').trim() !== '';
  // The assistant's codes stay on the note; the doctor's dictation only adds codes not already there.
  const existingCodes = normalizeCodes(existing.codeSuggestions);
  const added = fresh.codeSuggestions.filter(
    (code) => !existingCodes.some((item) => item.type === code.type && item.code === code.code),
  );
  return {
    ...fresh,
    codeSuggestions: [...existingCodes, ...added],
    subjective: keep('subjective') ? (existing.subjective ?? '') : fresh.subjective,
    objective: keep('objective') ? (existing.objective ?? '') : fresh.objective,
    evidence: fresh.evidence.filter(
      (statement) =>
        !(statement.section === 'subjective' && keep('subjective')) &&
        !(statement.section === 'objective' && keep('objective')),
    ),
  };
}

/** codeSuggestions may arrive as a list, a JSON string or null (SPEC section 3). */
export function normalizeCodes(value: unknown): CodeSuggestion[] {
  const parsed = codeSuggestionsFieldSchema.safeParse(value);
  return parsed.success && parsed.data ? parsed.data : [];
}
