import type { EvidenceSpan, NoteStatement, SoapNote } from '@common/schemas/note.schema';
import { SOAP_SECTIONS } from '@common/schemas/note.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import { evidenceTime, transcriptLines } from './transcript-lines';

/** A statement together with the recording whose transcript its quotes come from. */
export interface SourcedStatement extends NoteStatement {
  recordingId: number;
}

/** What clicking a quote asks for: show this span of this recording's transcript and play from `time`. */
export interface EvidenceTarget {
  recordingId: number;
  start: number;
  end: number;
  time: number | null;
}

/**
 * Each section's evidence comes from the newest recording whose text for that section is the one shown, so the
 * assistant's S and O quotes stay linked to the assistant's transcript after the doctor adds A and P.
 */
export function sourceEvidence(
  note: Partial<Record<keyof SoapNote, string | null>>,
  recordings: readonly RecordingDto[],
): SourcedStatement[] {
  const notes = recordings.filter((recording) => recording.recordingType !== 'addendum');
  return SOAP_SECTIONS.flatMap((section) => {
    const shown = (note[section] ?? '').trim();
    if (shown === '') return [];
    const source = notes.find(
      (recording) =>
        (recording[section] ?? '').trim() === shown &&
        (recording.evidence ?? []).some((statement) => statement.section === section),
    );
    if (!source) return [];
    return (source.evidence ?? [])
      .filter((statement) => statement.section === section)
      .map((statement) => ({ ...statement, recordingId: source.id }));
  });
}

export function evidenceTarget(
  recording: RecordingDto | undefined,
  recordingId: number,
  span: EvidenceSpan,
): EvidenceTarget {
  const lines = recording ? transcriptLines(recording.transcription ?? '', recording.segments) : [];
  return { recordingId, start: span.start, end: span.end, time: evidenceTime(span, lines) };
}

/** The newest recording whose transcript says the quote at its offsets (a code's quotes name no recording). */
export function findQuoteSource(recordings: readonly RecordingDto[], span: EvidenceSpan): RecordingDto | undefined {
  return recordings.find((recording) => (recording.transcription ?? '').slice(span.start, span.end) === span.quote);
}
